//! The address as a QR code drawn with text, two rows of modules a line (half blocks),
//! for a phone to scan off the terminal. The light modules are drawn (as `qrencode -t
//! UTF8` draws them: the terminal's text light on its dark background), with the quiet
//! zone around the code that scanners need.

use qrcodegen::{QrCode, QrCodeEcc};

/// Modules of quiet zone on each side, as the standard asks.
const QUIET: i32 = 4;

/// `text` as a QR code in lines of half blocks; `None` when it is too long to encode.
pub(crate) fn drawn(text: &str) -> Option<String> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let size = code.size();
    let light = |x: i32, y: i32| !code.get_module(x, y);
    let mut lines = String::new();
    let mut y = -QUIET;
    while y < size + QUIET {
        for x in -QUIET..size + QUIET {
            lines.push(match (light(x, y), light(x, y + 1)) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => ' ',
            });
        }
        lines.push('\n');
        y += 2;
    }
    Some(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code of a token's address: as wide as the code and its quiet zone, half as
    /// many lines, every line the same width.
    #[test]
    fn an_address_is_drawn_in_half_blocks() {
        let url = "http://192.168.1.20:8151/?t=0123456789abcdef0123456789abcdef";
        let drawn = drawn(url).expect("short enough");
        let size = QrCode::encode_text(url, QrCodeEcc::Low).unwrap().size();
        let width = usize::try_from(size + 2 * QUIET).unwrap();
        let lines: Vec<&str> = drawn.lines().collect();
        assert_eq!(lines.len(), width.div_ceil(2));
        assert!(lines.iter().all(|line| line.chars().count() == width));
        assert!(
            lines[0].chars().all(|c| c == '█'),
            "the quiet zone is light"
        );
    }
}
