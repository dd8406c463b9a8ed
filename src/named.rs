//! Enums whose values have names: a closed set of choices (an output format, a file
//! format), each with the name a flag gives it and, where the name does not say it all, a
//! line of help. `named!` declares one with `name` and `help`, so the room that owns
//! the choice declares it once, in plain Rust, and the command line (`cli`) offers it from
//! these without that room depending on the command-line library.

/// Declares an enum of named values: `Variant => "name"`, with `, "help"` where the name
/// wants a line of help (it is also the variant's doc).
macro_rules! named {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($variant:ident => $text:literal $(, $help:literal)?;)+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        $vis enum $name {
            $($(#[doc = $help])? $variant),+
        }

        impl $name {
            /// The value's name, as a flag gives it.
            pub(crate) const fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            /// A line of help, where the name does not say it all.
            pub(crate) const fn help(self) -> Option<&'static str> {
                match self { $($name::$variant => $crate::named::named!(@help $($help)?)),+ }
            }
        }
    };
    (@help) => { None };
    (@help $help:literal) => { Some($help) };
}

pub(crate) use named;
