//! The organiser's results and standings in words (issue 50, `words::results`): every
//! outcome of a reported game and every reason of a refusal said in both languages, each
//! its own sentence, no English word on the Russian screen and no Russian on the English.
mod common;
use common::languages::{assert_english, assert_russian};
use mafia_host::engine::tournament::{Card, DocError, Merged, Place, ResultError};
use mafia_host::engine::{OpenError, Preset, Winner};
use mafia_host::words::{card_text, results, Lang, ResultsText as R};

fn refusals() -> Vec<ResultError> {
    vec![
        ResultError::UnknownGame { game: 9, games: 4 },
        ResultError::Place {
            game: 1,
            round: 0,
            table: 1,
            expected_round: 1,
            expected_table: 0,
        },
        ResultError::Size {
            game: 1,
            players: 9,
        },
        ResultError::Preset {
            game: 1,
            found: Preset::Club,
            expected: Preset::Sport,
        },
        ResultError::Seat {
            game: 1,
            seat: 4,
            found: "X".into(),
            expected: "Y".into(),
        },
        ResultError::Open {
            game: 1,
            error: OpenError::NotASave,
        },
        ResultError::NotOver { game: 1 },
    ]
}

fn docs() -> Vec<DocError> {
    vec![
        DocError::Malformed {
            detail: "EOF while parsing".into(),
        },
        DocError::Foreign { expected: "x" },
        DocError::Newer { found: 2, reads: 1 },
        DocError::BadVersion {
            found: "1.5".into(),
        },
    ]
}

/// A card of two rounds: table 2, seat 3 (from 0: table 1), then a rest.
fn card(name: &str, tournament: &str) -> Card {
    Card {
        player: 0,
        name: name.into(),
        tournament: tournament.into(),
        rounds: vec![
            Some(Place {
                game: 0,
                table: 1,
                seat: 3,
            }),
            None,
        ],
    }
}

fn all_texts(lang: Lang) -> Vec<String> {
    let card = card("N", "T");
    let refusals = refusals();
    let mut merged = vec![Merged::Added, Merged::Same, Merged::Disputed];
    merged.extend(refusals.iter().cloned().map(Merged::Refused));
    let mut out: Vec<String> = merged
        .iter()
        .map(|m| results(lang, R::Outcome { game: 2, merged: m }))
        .collect();
    out.extend(refusals.iter().map(|e| results(lang, R::Refused(e))));
    out.extend(docs().iter().map(|e| results(lang, R::Unreadable(e))));
    out.push(card_text(lang, &card));
    for t in [
        R::Title,
        R::Hint,
        R::Scan,
        R::OpenFile,
        R::StopScan,
        R::FileUnread,
        R::OtherTournament,
        R::NoGames,
        R::LastIntake,
        R::Disputes(2),
        R::DisputeOf {
            game: 0,
            round: 1,
            table: 2,
        },
        R::DisputeHint,
        R::Version(1),
        R::PlayerCol,
        R::CellsHold,
        R::Annulled,
        R::Choose(2),
        R::Counts,
        R::NotChosen,
        R::Won(Winner::Red),
        R::Won(Winner::Black),
        R::Won(Winner::Draw),
        R::Chosen {
            game: 1,
            version: 2,
        },
        R::Standings,
        R::Progress {
            counted: 3,
            games: 8,
            pending: 4,
            disputed: 1,
        },
        R::Waiting(5),
        R::RoundsTitle,
        R::Pending,
        R::DisputedMark,
        R::RoundsLegend,
        R::Print,
        R::Cards,
        R::CardPick,
        R::CardQr,
        R::CardTooLong,
        R::CardPrint,
        R::NoTournament,
    ] {
        out.push(results(lang, t));
    }
    out
}

#[test]
fn the_russian_results_have_no_english_word_and_the_english_no_russian() {
    // The fixtures' Latin tournament («T», on a line of its own) and player («N:») names.
    let names = |text: String| text.replace("T\n", "\n").replace("N:", ":");
    for text in all_texts(Lang::Ru) {
        // «QR-код»: the code's own name, as Russian writes it.
        assert_russian(&names(text), &["QR"]);
    }
    for text in all_texts(Lang::En) {
        assert_english(&text, &[]);
    }
}

#[test]
fn each_refusal_and_outcome_is_its_own_sentence() {
    for lang in [Lang::Ru, Lang::En] {
        let said: Vec<String> = refusals()
            .iter()
            .map(|e| results(lang, R::Refused(e)))
            .collect();
        let mut unique = said.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), said.len(), "{said:?}");
        // The reason names what is wrong: the seat and both names, the places, the count.
        assert!(said[4].contains('4') && said[4].contains('X') && said[4].contains('Y'));
        assert!(said[1].contains('2') && said[1].contains('1'));
        assert!(said[2].contains('9'));
        let added = results(
            lang,
            R::Outcome {
                game: 2,
                merged: &Merged::Added,
            },
        );
        assert!(added.contains('3'), "games count from 1: {added}");
    }
}

#[test]
fn a_card_is_a_line_a_round_with_the_table_and_seat_from_one() {
    let card = card("Аня", "Кубок");
    assert_eq!(
        card_text(Lang::Ru, &card),
        "Кубок\nАня: где я сижу в каждом туре\nТур 1: стол 2, место №3\nТур 2: отдыхаю"
    );
    assert_eq!(
        card_text(Lang::En, &card),
        "Кубок\nАня: where I sit in each round\nRound 1: table 2, seat 3\nRound 2: resting"
    );
}
