//! How words are joined in both languages: plurals and lists.

/// Items joined by commas, each written by `each` (the protocol's lists, in both languages).
pub(super) fn comma<T>(
    items: impl IntoIterator<Item = T>,
    each: impl FnMut(T) -> String,
) -> String {
    items.into_iter().map(each).collect::<Vec<_>>().join(", ")
}

/// Russian plural: `one` for 1, 21…; `few` for 2–4, 22–24…; `many` otherwise.
pub fn plural_ru(
    n: usize,
    one: &'static str,
    few: &'static str,
    many: &'static str,
) -> &'static str {
    let (d10, d100) = (n % 10, n % 100);
    if d10 == 1 && d100 != 11 {
        one
    } else if (2..=4).contains(&d10) && !(12..=14).contains(&d100) {
        few
    } else {
        many
    }
}

/// English plural: `one` for 1, `many` otherwise.
pub fn plural_en(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}
