//! Which fast paths a reading took, counted in tests only: a fast path gives the same
//! answer as the slow one, so without a count a test could not tell that it was switched
//! off. In the shipped program `taken` does nothing.

/// A fast path a test can ask about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(not(test), allow(dead_code, reason = "counted in tests only"))]
pub(crate) enum Fast {
    /// The parser ran on a thread of its own, alongside the reader.
    Alongside,
    /// A table's key was looked up by hash (past a few dozen keys).
    KeyIndex,
    /// A two-letter card was read by the byte table.
    CardTable,
    /// An edit of an open document moved its line index instead of indexing the text
    /// again.
    LinesSpliced,
}

#[cfg(test)]
thread_local! {
    static TAKEN: std::cell::RefCell<[usize; 4]> = const { std::cell::RefCell::new([0; 4]) };
}

/// Count `path` as taken by this thread (tests only).
#[inline]
pub(crate) fn taken(path: Fast) {
    #[cfg(test)]
    TAKEN.with(|taken| taken.borrow_mut()[path as usize] += 1);
    #[cfg(not(test))]
    let _ = path;
}

/// How many times this thread took `path`.
#[cfg(test)]
pub(crate) fn count(path: Fast) -> usize {
    TAKEN.with(|taken| taken.borrow()[path as usize])
}
