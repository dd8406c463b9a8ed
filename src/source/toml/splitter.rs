//! A top-level `deals = [ … ]` cut into its deals at the token level, so that each is
//! parsed and handed over on its own (the list never held whole).

use std::ops::ControlFlow;

use super::{Expected, ParseError, STRETCH, Token, TokenKind};

/// Where the splitter is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    /// Among top-level lines.
    Lines,
    /// Inside the top-level deals list.
    DealsList,
    /// Just after its closing `]`: only spaces and a comment may follow on the line.
    AfterList,
}

/// What the splitter has put in its tokens.
#[derive(Debug, Clone, Copy)]
pub(super) enum Piece {
    /// Whole lines, for `parse_document`.
    Lines,
    /// Whole lines ending before a top-level `deals = [`; the spans of `deals` and `[`.
    DealsOpen(toml_parser::Span, toml_parser::Span),
    /// One element of that list, for `parse_value`.
    Deal,
    /// The list's closing `]` (its end offset; `None`: the text ended first).
    DealsClose(Option<usize>),
}

/// Cuts the lexer's tokens into pieces the parser can take one at a time: stretches of
/// whole top-level lines, and, inside a top-level `deals = [ … ]` (bare key, before any
/// table header), one deal at a time, so that layout never holds the whole list either.
pub(super) struct Splitter<'i> {
    pub(super) text: &'i str,
    pub(super) lexer: toml_parser::lexer::Lexer<'i>,
    pub(super) tokens: Vec<Token>,
    /// A token read but belonging to the next piece.
    pub(super) held: Option<Token>,
    pub(super) header_seen: bool,
    pub(super) place: Place,
    /// In the list: a deal was given and no comma yet.
    pub(super) after_deal: bool,
    /// What is wrong between the list's elements (commas).
    pub(super) errors: Vec<ParseError>,
}

impl Splitter<'_> {
    pub(super) fn pull(&mut self) -> Option<Token> {
        self.held.take().or_else(|| self.lexer.next())
    }

    pub(super) fn next(&mut self) -> Option<Piece> {
        self.tokens.clear();
        if self.place == Place::DealsList {
            return Some(self.next_in_deals());
        }
        let mut depth = 0usize;
        let mut line_start = 0;
        while let Some(token) = self.pull() {
            let kind = token.kind();
            if self.place == Place::AfterList {
                match kind {
                    TokenKind::Whitespace | TokenKind::Comment => {}
                    TokenKind::Newline | TokenKind::Eof => self.place = Place::Lines,
                    _ => {
                        self.place = Place::Lines;
                        self.errors.push(
                            ParseError::new("unexpected content after the list")
                                .with_expected(&[Expected::Literal("\n")])
                                .with_unexpected(token.span().before()),
                        );
                    }
                }
            }
            match kind {
                TokenKind::LeftSquareBracket | TokenKind::LeftCurlyBracket => {
                    if depth == 0 && kind == TokenKind::LeftSquareBracket {
                        if self.tokens[line_start..]
                            .iter()
                            .all(|token| token.kind() == TokenKind::Whitespace)
                        {
                            self.header_seen = true;
                        } else if !self.header_seen
                            && let Some(key) = self.deals_key(line_start)
                        {
                            // The lines before it go now; the list comes piece by piece.
                            self.tokens.truncate(line_start);
                            self.place = Place::DealsList;
                            self.after_deal = false;
                            return Some(Piece::DealsOpen(key, token.span()));
                        }
                    }
                    depth += 1;
                }
                TokenKind::RightSquareBracket | TokenKind::RightCurlyBracket => {
                    depth = depth.saturating_sub(1);
                }
                _ => {}
            }
            self.tokens.push(token);
            if kind == TokenKind::Newline && depth == 0 {
                line_start = self.tokens.len();
                if self.tokens.len() >= STRETCH {
                    break;
                }
            }
        }
        (!self.tokens.is_empty()).then_some(Piece::Lines)
    }

    /// Inside the top-level deals list: a deal, or the close.
    pub(super) fn next_in_deals(&mut self) -> Piece {
        let mut depth = 0usize;
        let mut element = false;
        // A date and a space: a time may follow (`1979-05-27 07:32:00` is one value).
        let mut date_space = false;
        while let Some(token) = self.pull() {
            let kind = token.kind();
            if std::mem::take(&mut date_space) {
                match self.time_after_date(token) {
                    Some(piece) => return piece,
                    None => continue,
                }
            }
            if depth == 0
                && kind == TokenKind::Whitespace
                && element
                && self.tokens.len() == 1
                && self.is_date(&self.tokens[0])
                && self.text.get(token.span().start()..token.span().end()) == Some(" ")
            {
                self.tokens.push(token);
                date_space = true;
                continue;
            }
            let token = if depth == 0 {
                match self.at_list_level(token, &mut element) {
                    ControlFlow::Break(piece) => return piece,
                    ControlFlow::Continue(Some(token)) => token,
                    ControlFlow::Continue(None) => continue,
                }
            } else {
                token
            };
            match kind {
                TokenKind::LeftSquareBracket | TokenKind::LeftCurlyBracket => depth += 1,
                TokenKind::RightSquareBracket | TokenKind::RightCurlyBracket => {
                    depth = depth.saturating_sub(1);
                }
                _ => {}
            }
            self.tokens.push(token);
        }
        // The text ended inside a deal's brackets (at the list's own level the end of
        // the text is held for the close).
        self.place = Place::Lines;
        Piece::Deal
    }

    /// The token after a date and a space: a time goes on the date's value (`None`);
    /// anything else ends the deal there, the space left out.
    fn time_after_date(&mut self, token: Token) -> Option<Piece> {
        let time = token.kind() == TokenKind::Atom
            && self.text[token.span().start()..].starts_with(|c: char| c.is_ascii_digit());
        if time {
            self.tokens.push(token);
            return None;
        }
        self.tokens.pop();
        self.held = Some(token);
        Some(Piece::Deal)
    }

    /// A token at the list's own level (not inside a deal's brackets): a separator after
    /// an element ends the deal, the close ends the list; commas are checked, and a
    /// separator between elements is checked (a comment's or a newline's characters) and
    /// let go (`Continue(None)`). Else the token goes on (`Continue`), with `element` set
    /// when it starts one.
    fn at_list_level(
        &mut self,
        token: Token,
        element: &mut bool,
    ) -> ControlFlow<Piece, Option<Token>> {
        let kind = token.kind();
        let separator = matches!(
            kind,
            TokenKind::Whitespace
                | TokenKind::Newline
                | TokenKind::Comment
                | TokenKind::Comma
                | TokenKind::RightSquareBracket
                | TokenKind::Eof
        );
        if separator && *element {
            self.held = Some(token);
            return ControlFlow::Break(Piece::Deal);
        }
        match kind {
            TokenKind::RightSquareBracket => {
                self.place = Place::AfterList;
                return ControlFlow::Break(Piece::DealsClose(Some(token.span().end())));
            }
            TokenKind::Eof => {
                self.held = Some(token);
                self.place = Place::Lines;
                return ControlFlow::Break(Piece::DealsClose(None));
            }
            TokenKind::Comma if !self.after_deal => {
                self.errors.push(
                    ParseError::new("extra comma in array")
                        .with_expected(&[Expected::Description("value")])
                        .with_unexpected(token.span()),
                );
            }
            TokenKind::Comma => self.after_deal = false,
            // The start of an element (`1.5` is three tokens, one element).
            _ if !separator && !*element => {
                if self.after_deal {
                    self.errors.push(
                        ParseError::new("missing comma between array elements")
                            .with_expected(&[Expected::Literal(",")])
                            .with_unexpected(token.span().before()),
                    );
                }
                self.after_deal = true;
                *element = true;
            }
            _ => {}
        }
        if separator {
            let raw = toml_parser::Source::new(self.text).get(token.span());
            match (kind, raw) {
                (TokenKind::Comment, Some(raw)) => raw.decode_comment(&mut self.errors),
                (TokenKind::Newline, Some(raw)) => raw.decode_newline(&mut self.errors),
                _ => {}
            }
            return ControlFlow::Continue(None);
        }
        ControlFlow::Continue(Some(token))
    }

    /// Whether a token is a bare date (`1979-05-27`).
    pub(super) fn is_date(&self, token: &Token) -> bool {
        let span = token.span();
        let text = self.text.get(span.start()..span.end()).unwrap_or("");
        token.kind() == TokenKind::Atom
            && text.len() == 10
            && text.bytes().enumerate().all(|(at, b)| {
                if at == 4 || at == 7 {
                    b == b'-'
                } else {
                    b.is_ascii_digit()
                }
            })
    }

    /// The span of `deals` when the current line so far is `deals =`.
    pub(super) fn deals_key(&self, line_start: usize) -> Option<toml_parser::Span> {
        let mut significant = self.tokens[line_start..]
            .iter()
            .filter(|token| token.kind() != TokenKind::Whitespace);
        let key = significant.next()?;
        let equals = significant.next()?;
        let span = key.span();
        // `deals`, `"deals"` or `'deals'` (a key with escapes is left to the parser).
        let written = self.text.get(span.start()..span.end()).unwrap_or("");
        let named = match key.kind() {
            TokenKind::Atom => written == crate::source::DEALS,
            TokenKind::BasicString | TokenKind::LiteralString => {
                written.get(1..written.len().saturating_sub(1)) == Some(crate::source::DEALS)
            }
            _ => false,
        };
        (named && equals.kind() == TokenKind::Equals && significant.next().is_none())
            .then_some(span)
    }
}
