use super::*;

/// A name's colour comes from the name alone: the same in any chart, whoever else
/// plays, in any order; within one chart no two names share both colour and mark.
#[test]
fn a_name_keeps_its_colour_whatever_the_seats() {
    let names = [
        "Ayşe", "Burak", "Cem", "Deniz", "Şule", "Kemal", "Murat", "Ece",
    ];
    let looks_of = |order: &[&str]| -> Vec<(String, (usize, usize))> {
        let mut pairs: Vec<(String, (usize, usize))> = order
            .iter()
            .map(|name| (*name).to_owned())
            .zip(looks(order))
            .collect();
        pairs.sort();
        pairs
    };
    let first = looks_of(&names);
    let mut reversed = names;
    reversed.reverse();
    assert_eq!(looks_of(&reversed), first);
    // Any subset, any other players: each name keeps its colour.
    for start in 0..names.len() {
        let some: Vec<&str> = names.iter().cycle().skip(start).take(3).copied().collect();
        for (name, (colour, _)) in looks_of(&some) {
            let alone = looks(&[name.as_str()])[0].0;
            assert_eq!(colour, alone, "{name} in {some:?}");
        }
    }
    let mut pairs: Vec<(usize, usize)> = first.iter().map(|(_, look)| *look).collect();
    pairs.sort_unstable();
    pairs.dedup();
    assert_eq!(
        pairs.len(),
        names.len(),
        "no two share colour and mark: {first:?}"
    );
    // More names than colours and marks: still every pair its own.
    let many: Vec<String> = (0..40).map(|n| format!("P{n}")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    let mut pairs = looks(&many);
    pairs.sort_unstable();
    pairs.dedup();
    assert_eq!(pairs.len(), 40);
}
