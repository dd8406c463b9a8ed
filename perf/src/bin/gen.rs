//! Write the benchmark inputs into a folder: `gen DIR`.

use std::path::Path;

fn main() {
    let dir = std::env::args().nth(1).expect("DIR");
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir.join("many")).expect("mkdir");
    let write = |name: &str, text: String| std::fs::write(dir.join(name), text).expect("write");
    write("big.toml", batak_perf::match_file(false, 200_000, 1));
    write("big.yaml", batak_perf::match_file(true, 200_000, 1));
    use batak_perf::Layout;
    for (name, layout) in [
        ("header-last", Layout::HeaderLast),
        ("inline", Layout::Inline),
        ("block", Layout::Block),
        ("notes", Layout::Notes),
        ("played", Layout::Played),
    ] {
        for (yaml, extension) in [(false, "toml"), (true, "yaml")] {
            if !yaml && layout == Layout::Block {
                continue;
            }
            let text = batak_perf::match_file_laid(yaml, 200_000, 1, layout);
            write(&format!("big-{name}.{extension}"), text);
        }
    }
    write("one40k.toml", batak_perf::match_file(false, 40_000, 2));
    write("typical.toml", batak_perf::match_file(false, 20, 3));
    // What `batak serve` serves in the measurements: a long evening's match.
    write("serve100.toml", batak_perf::match_file(false, 100, 4));
    // Every deal warns (its dealer out of rotation): the paths that compare diagnostics.
    let mut warns =
        String::from("players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n");
    for _ in 0..120_000 {
        warns.push_str("[[deals]]\ndealer = \"A\"\npassed = true\n");
    }
    write("warnings.toml", warns);
    for index in 0..2000 {
        let text = batak_perf::match_file(false, 20, 1000 + index);
        std::fs::write(dir.join("many").join(format!("m{index:04}.toml")), text).expect("write");
    }
}
