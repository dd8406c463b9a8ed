//! The message catalogues, compiled in and indexed at build time: each language's
//! `locales/<language>/*.ftl` files, and where each message is written in them, sorted
//! by id. A run finds a message by a binary search, and parses only the messages it
//! says (reading the catalogue to index it took a sixth of a short run).
//!
//! A message runs from its `id =` line to the next line that starts a message or a
//! comment: the lines of its pattern and its attributes are indented.

use std::fmt::Write;
use std::path::Path;

/// The languages, in `Lang::ALL` order (a test checks it).
const LANGUAGES: [&str; 3] = ["en", "tr", "de"];

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("locales");
    let mut files = String::new();
    let mut index = String::new();
    for language in LANGUAGES {
        let folder = root.join(language);
        println!("cargo::rerun-if-changed={}", folder.display());
        let mut names: Vec<String> = std::fs::read_dir(&folder)
            .expect("a folder of the language's catalogue")
            .map(|entry| entry.expect("an entry").path())
            .filter(|path| path.extension().is_some_and(|extension| extension == "ftl"))
            .map(|path| {
                path.file_name()
                    .expect("a name")
                    .to_str()
                    .expect("UTF-8")
                    .to_owned()
            })
            .collect();
        names.sort();
        let mut entries = Vec::new();
        files.push_str("    &[\n");
        for (number, name) in names.iter().enumerate() {
            let path = folder.join(name);
            println!("cargo::rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path).expect("a catalogue file");
            entries.extend(messages(&text).map(|(id, range)| {
                let id_end = range.start + id.len();
                (id.to_owned(), number, range.start, id_end, range.end)
            }));
            let path = path.to_str().expect("a UTF-8 path");
            writeln!(files, "        ({name:?}, include_str!({path:?})),").unwrap();
        }
        files.push_str("    ],\n");
        entries.sort();
        index.push_str("    &[\n");
        for (_, file, start, id_end, end) in entries {
            writeln!(index, "        ({file}, {start}, {id_end}, {end}),").unwrap();
        }
        index.push_str("    ],\n");
    }
    let code = format!(
        "/// Each language's catalogue files: their names and their text.\n\
         const CATALOGUES: [&[(&str, &str)]; 3] = [\n{files}];\n\n\
         /// Each language's messages, sorted by id: its file among the language's, where\n\
         /// its entry starts (with the id), where the id ends and where the entry ends.\n\
         static INDEX: [&[(usize, u32, u32, u32)]; 3] = [\n{index}];\n"
    );
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogues.rs");
    std::fs::write(out, code).expect("the index written");
}

/// The messages of a catalogue file: each id and the bytes of its entry.
fn messages(file: &str) -> impl Iterator<Item = (&str, std::ops::Range<usize>)> {
    let bytes = file.as_bytes();
    // Where each line starts that starts an entry or a comment, then the end.
    let mut starts: Vec<usize> = std::iter::once(0)
        .chain(
            bytes
                .iter()
                .enumerate()
                .filter(|(_, b)| **b == b'\n')
                .map(|(at, _)| at + 1),
        )
        .filter(|&at| bytes.get(at).is_some_and(|b| !b" \t\r\n".contains(b)))
        .collect();
    starts.push(file.len());
    (0..starts.len() - 1).filter_map(move |at| {
        let (start, end) = (starts[at], starts[at + 1]);
        let entry = &file[start..end];
        let id = entry.split_once('=').map(|(id, _)| id.trim())?;
        (!entry.starts_with('#')).then_some((id, start..end))
    })
}
