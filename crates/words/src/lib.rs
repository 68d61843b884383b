//! Every word the app shows and the host says, in Russian (the app's first language) and
//! English: one file per language (`ru.rs`, `en.rs`), one exhaustive `match` per family, so
//! a key without a translation does not compile. The keys stand in `keys.rs`, handed on from
//! here; this file says each in the chosen language. The families: messages ([`Msg`], [`Text`]),
//! the script ([`say()`]: what is said is decided once in [`mod@say`], as sentences each
//! language only says), role names ([`role`], [`role_full`], [`role_object`]), refusals
//! ([`refusal`]), explanations ([`explain`]), log entries ([`action_label`]).
//!
//! The words import only the engine (`tests/layers.rs` fails otherwise), so they build
//! natively: the script's transcripts are written by a native test.

mod en;
mod grammar;
mod keys;
mod ru;
pub mod say;

pub use grammar::{plural_en, plural_ru};
pub use keys::{
    BackupLine, BoardWord, DealHow, DealLine, EveningWord, HostlessText, Msg, ResultsText,
    StartText, StartWord, TableWord, Text, TourText, TourWord,
};

use engine::protocol::Period;
use engine::{
    Exit, GameEvent, HostAction, Moment, NextStep, Role, RuleError, RuleId, Script, Seat, Stage,
    Team, Winner,
};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Ru,
    En,
}

impl Lang {
    /// In the order the language switch shows them.
    pub const ALL: [Lang; 2] = [Lang::Ru, Lang::En];

    /// The BCP 47 code, also what is remembered in storage.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ru => "ru",
            Lang::En => "en",
        }
    }

    /// The label on the language switch.
    pub fn label(self) -> &'static str {
        match self {
            Lang::Ru => "RU",
            Lang::En => "EN",
        }
    }

    fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The host's remembered choice; else English when the browser asks for English;
    /// else Russian.
    pub fn initial(stored: Option<&str>, browser: Option<&str>) -> Lang {
        stored.and_then(Lang::from_code).unwrap_or_else(|| {
            let english = browser.is_some_and(|b| b.to_ascii_lowercase().starts_with("en"));
            if english {
                Lang::En
            } else {
                Lang::Ru
            }
        })
    }
}

/// The text of `text` in `lang`, for words with numbers in them.
pub fn tf(lang: Lang, text: Text<'_>) -> String {
    match lang {
        Lang::Ru => ru::text(text),
        Lang::En => en::text(text),
    }
}

/// The text of `msg` in `lang`.
/// A first screen's word (the start screen's, the set-up's).
pub fn start(lang: Lang, word: StartWord) -> &'static str {
    match lang {
        Lang::Ru => ru::start(word),
        Lang::En => en::start(word),
    }
}

/// A first screen's text with data: the only formats the main module reaches.
pub fn start_text(lang: Lang, text: StartText<'_>) -> String {
    match lang {
        Lang::Ru => ru::start_text(text),
        Lang::En => en::start_text(text),
    }
}

pub fn t(lang: Lang, msg: Msg) -> &'static str {
    match lang {
        Lang::Ru => ru::msg(msg),
        Lang::En => en::msg(msg),
    }
}

/// Calls the same-named function of the language's file.
macro_rules! by_lang {
    ($lang:expr, $f:ident($($a:expr),*)) => {
        match $lang {
            Lang::Ru => ru::$f($($a),*),
            Lang::En => en::$f($($a),*),
        }
    };
}

/// The organiser's tournament's words with data.
pub fn tour(lang: Lang, text: TourText<'_>) -> String {
    by_lang!(lang, tour(text))
}

/// The words of the game without a host.
pub fn hostless(lang: Lang, text: HostlessText<'_>) -> String {
    by_lang!(lang, hostless(text))
}

/// The organiser's results and standings (issue 50).
pub fn results(lang: Lang, text: ResultsText<'_>) -> String {
    by_lang!(lang, results(text))
}

/// A player's card as text, a line a round under the tournament's name and the card's
/// heading (printed, and in its QR code).
pub fn card_text(lang: Lang, card: &engine::tournament::Card) -> String {
    let mut lines = vec![
        card.tournament.clone(),
        results(lang, ResultsText::CardTitle(&card.name)),
    ];
    for (round, place) in card.rounds.iter().enumerate() {
        lines.push(results(
            lang,
            ResultsText::CardRound {
                round: u32::try_from(round).unwrap_or(u32::MAX),
                place: *place,
            },
        ));
    }
    lines.join("\n")
}

/// Points (hundredths) as the host reads them: a decimal comma in Russian.
pub fn points(lang: Lang, h: i16) -> String {
    let p = engine::scoring::points(h);
    match lang {
        Lang::Ru => p.replace('.', ","),
        Lang::En => p,
    }
}

/// What a fix of the log changes, in lines for the host: `changed` the later entries whose
/// events differ ("5, 6"), `before`/`after` who is out and where the game stands.
/// `applied`: the fix is made (past tense) rather than proposed.
pub fn changes(
    lang: Lang,
    changed: &str,
    before: &(String, String),
    after: &(String, String),
    applied: bool,
) -> Vec<String> {
    say::changes(changed, before, after)
        .into_iter()
        .map(|c| by_lang!(lang, change(c, applied)))
        .collect()
}

/// The protocol sheet's column heads: seat, player, role, fouls, left, points.
pub fn protocol_head(lang: Lang) -> [&'static str; 6] {
    by_lang!(lang, protocol_head())
}

/// The lines of one day or night of the protocol, in the order they happened.
pub fn period_lines(lang: Lang, p: &Period) -> Vec<String> {
    say::period(p)
        .into_iter()
        .map(|l| by_lang!(lang, period_line(l)))
        .collect()
}

/// "3 голоса" / "3 votes".
pub fn votes(lang: Lang, n: usize) -> String {
    by_lang!(lang, votes(n))
}

/// A role's short name, as on the seat grid: "Мирный", "Шериф".
pub fn role(lang: Lang, r: Role) -> &'static str {
    by_lang!(lang, role(r))
}

/// A role's full name, as on a card: "Мирный житель".
pub fn role_full(lang: Lang, r: Role) -> &'static str {
    by_lang!(lang, role_full(r))
}

/// A role as the object of a sentence: "Будите Дона".
pub fn role_object(lang: Lang, r: Role) -> &'static str {
    by_lang!(lang, role_object(r))
}

/// The phase line at the top: "День 2 · речи".
pub fn phase(lang: Lang, stage: &Stage, day: u32, night: u32) -> String {
    by_lang!(lang, phase(say::phase(stage, day, night)))
}

/// What the host says now, read aloud.
pub fn say(lang: Lang, script: &Script) -> String {
    line(lang, &say::script(script))
}

/// A line said aloud: its sentences ([`say::Part`]) in `lang`, joined by a space.
pub fn line(lang: Lang, parts: &[say::Part]) -> String {
    let said: Vec<String> = parts.iter().map(|p| by_lang!(lang, part(p))).collect();
    said.join(" ")
}

/// The win line; `colours` where the table names the teams red and black (Sport, Club).
pub fn winner_text(lang: Lang, w: Winner, colours: bool) -> &'static str {
    by_lang!(lang, winner_text(w, colours))
}

pub fn team(lang: Lang, t: Team) -> &'static str {
    by_lang!(lang, team(t))
}

pub fn exit(lang: Lang, e: Exit) -> &'static str {
    by_lang!(lang, exit(e))
}

/// A day or a night in running text: "день 2", "ночь 1".
pub fn exit_when_moment(lang: Lang, at: Moment) -> String {
    by_lang!(lang, moment(at))
}

/// How a player left and when: "заголосован · день 2".
pub fn exit_when(lang: Lang, e: Exit, at: Moment) -> String {
    let when = by_lang!(lang, moment(at));
    format!("{} · {when}", exit(lang, e))
}

/// What undo takes back, under «↶ Отменить». A vote is named without a count: the hands
/// marked are not the total when the last candidate also gets the votes not cast
/// (R-VOTE-2); the tally is in the entry's notices.
pub fn undo_label(lang: Lang, a: &HostAction) -> String {
    match a {
        HostAction::Vote { candidate, .. } | HostAction::VoteCount { candidate, .. } => {
            by_lang!(lang, votes_for(*candidate))
        }
        HostAction::AllLeave { .. } | HostAction::AllLeaveCount { .. } => {
            by_lang!(lang, votes_all_leave())
        }
        other => action_label(lang, other),
    }
}

/// A short label for an action, for the game's log and a fix.
pub fn action_label(lang: Lang, a: &HostAction) -> String {
    by_lang!(lang, action_label(a))
}

/// A host's tap as the script's transcript shows it, night entries included (the log's
/// labels keep those secret); `Next` is the main button's words ([`next_label`]).
pub fn tap(lang: Lang, a: &HostAction) -> String {
    by_lang!(lang, tap(a))
}

/// The main button's words for moving on.
pub fn next_label(lang: Lang, stage: &Stage) -> String {
    by_lang!(lang, next_label(say::next_word(stage))).into()
}

/// A refusal, in the host's language, with its rule id.
pub fn refusal(lang: Lang, e: &RuleError) -> String {
    format!("{}: {}", e.rule, by_lang!(lang, refusal(&e.refusal)))
}

/// Why a save, a game log or a file does not open, naming its real fault: in English the
/// `replay` command's own words, in Russian the same facts in Russian (the reader's
/// message translated where it is known, else said plainly with its line and column).
pub fn open_error(lang: Lang, e: &engine::OpenError) -> String {
    by_lang!(lang, open_error(e))
}

/// Why a stored or picked evening does not open, as [`open_error`] says it of a game.
pub fn evening_error(lang: Lang, e: &engine::evening::EveningError) -> String {
    by_lang!(lang, evening_error(e))
}

/// The answer of a check, shown only while held.
pub fn check_answer(lang: Lang, by: Role, target: Seat, found: bool) -> String {
    by_lang!(lang, check_answer(by, target, found))
}

/// The check's answer as the host holds it: the answer and the gesture that gives it (a
/// nod or a shake of the head, or a thumb up or down, R-NIGHT-2/3).
pub fn held_answer(
    lang: Lang,
    by: Role,
    target: Seat,
    found: bool,
    gesture: engine::rules::AnswerGesture,
) -> String {
    let answer = check_answer(lang, by, target, found);
    format!("{answer}: {}", by_lang!(lang, gesture(found, gesture)))
}

/// The hint under the script, for the host's eyes only (never spoken): what to tap.
pub fn hint(lang: Lang, step: &NextStep, stage: &Stage) -> Option<String> {
    say::hint(step, stage).map(|h| by_lang!(lang, hint(h)))
}

/// The hint of a check's answer moment.
pub fn answer_hint(lang: Lang, by: Role) -> String {
    by_lang!(lang, answer_hint(by))
}

/// The host's cue at night: "Будите Дона".
pub fn wake_line(lang: Lang, r: Role) -> String {
    by_lang!(lang, wake_line(r))
}

/// What the host says aloud at once after an entry: a foul, a silent exit, an accepted best
/// move. Shown above the step's words and spoken by the voice.
pub fn announce(lang: Lang, events: &[GameEvent]) -> Vec<String> {
    say::announce(events)
        .iter()
        .map(|parts| line(lang, parts))
        .collect()
}

/// The blind shot's calls (000: «объявляет номера игроков по очереди»): the living seats in
/// order, one a second, as the caller (`ui/game/caller.rs`) says them: «1… 2… 5…».
pub fn seat_calls(living: &[Seat]) -> String {
    let calls: Vec<String> = living.iter().map(|s| format!("{s}…")).collect();
    calls.join(" ")
}

/// The explanation of an automatic decision and its rule id, for the host to read out.
/// Night secrets are never explained on screen.
pub fn explain(lang: Lang, e: &GameEvent) -> Option<(RuleId, String)> {
    say::ruling(e).map(|r| (e.rule(), by_lang!(lang, ruling(r))))
}

/// The sheet's and the CSV's columns, in order.
pub const EVENING_COLUMNS: [EveningWord; 16] = [
    EveningWord::CsvRank,
    EveningWord::CsvName,
    EveningWord::CsvGames,
    EveningWord::CsvWins,
    EveningWord::CsvWinsRed,
    EveningWord::CsvWinsBlack,
    EveningWord::CsvWinsSheriff,
    EveningWord::CsvWinsDon,
    EveningWord::CsvFirstKilled,
    EveningWord::CsvSurvived,
    EveningWord::CsvWinPoints,
    EveningWord::CsvBestMove,
    EveningWord::CsvPenalty,
    EveningWord::CsvExtra,
    EveningWord::CsvCi,
    EveningWord::CsvTotal,
];

/// Whether the sheet shows column `i` of [`EVENING_COLUMNS`] on a phone (issue 48): the
/// place, the name, the games and wins, and the total with its compensation (with points)
/// or the games survived (without them); print and the CSV have all sixteen.
pub fn evening_phone_column(i: usize, count_points: bool) -> bool {
    use EveningWord as W;
    match EVENING_COLUMNS.get(i) {
        Some(W::CsvRank | W::CsvName | W::CsvGames | W::CsvWins) => true,
        Some(W::CsvCi | W::CsvTotal) => count_points,
        Some(W::CsvSurvived) => !count_points,
        _ => false,
    }
}

/// One standings line's cells under [`EVENING_COLUMNS`], points in the language's way.
pub fn evening_cells(lang: Lang, l: &engine::evening::Standing) -> [String; 16] {
    let pts = |h: i32| points(lang, i16::try_from(h).unwrap_or(i16::MAX));
    [
        l.rank.to_string(),
        l.name.clone(),
        l.games.to_string(),
        l.wins.to_string(),
        l.wins_red.to_string(),
        l.wins_black.to_string(),
        l.wins_sheriff.to_string(),
        l.wins_don.to_string(),
        l.first_killed.to_string(),
        l.survived.to_string(),
        pts(l.win_points),
        pts(l.best_move),
        pts(l.penalty),
        pts(l.extra),
        pts(l.ci),
        pts(l.total),
    ]
}

/// A role as the grid writes it in a cell: "Шер", "Don".
pub fn role_short(lang: Lang, r: Role) -> &'static str {
    by_lang!(lang, role_short(r))
}

/// One cell of the evening's grid as drawn: the seat and role, the main figure (the game's
/// points; without points, the win), and the marks of its other parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridCellText {
    pub head: String,
    pub main: String,
    pub marks: Vec<String>,
}

/// How a grid cell reads (issue 39): "3 Шер", "1,4", ["ПУ", "комп +0,4"]. A part that is
/// zero is not written; the win is the main figure's bold (legend).
pub fn grid_cell(lang: Lang, c: &engine::evening::GridCell, count_points: bool) -> GridCellText {
    use EveningWord as W;
    let w = |word| t(lang, Msg::Evening(word));
    let signed = |h: i32| {
        let p = points(lang, i16::try_from(h).unwrap_or(i16::MAX));
        if h > 0 {
            format!("+{p}")
        } else {
            p
        }
    };
    let mut marks = Vec::new();
    if c.first_killed {
        marks.push(w(W::MarkFirstKilled).to_string());
    }
    let main = if count_points {
        for (h, mark) in [
            (c.best_move, W::MarkBestMove),
            (c.penalty, W::MarkPenalty),
            (c.extra, W::MarkExtra),
            (c.ci, W::MarkCi),
        ] {
            if h != 0 {
                // One mark, one line: a no-break space between the mark and its figure.
                marks.push(format!("{}\u{a0}{}", w(mark), signed(h)));
            }
        }
        points(lang, i16::try_from(c.total).unwrap_or(i16::MAX))
    } else {
        if c.survived {
            marks.push(w(W::MarkSurvived).to_string());
        }
        if c.won { w(W::MarkWon) } else { "—" }.to_string()
    };
    GridCellText {
        head: format!("{} {}", c.seat, role_short(lang, c.role)),
        main,
        marks,
    }
}

/// The legend of the phone's standings: each short column name and what it means.
pub fn standings_legend(lang: Lang, count_points: bool) -> Vec<(&'static str, &'static str)> {
    use EveningWord as W;
    let w = |word| t(lang, Msg::Evening(word));
    let mut out = vec![
        (w(W::ColRank), w(W::LegRank)),
        (w(W::ColGames), w(W::LegGames)),
        (w(W::ColWins), w(W::LegWins)),
        (w(W::ColRedBlack), w(W::LegRedBlack)),
        (w(W::ColSheriffDon), w(W::LegSheriffDon)),
    ];
    if count_points {
        out.push((w(W::ColCi), w(W::LegCi)));
        out.push((w(W::ColPoints), w(W::LegPoints)));
    } else {
        out.push((w(W::ColSurvived), w(W::LegSurvived)));
    }
    out
}

/// The legend of the grid: the game numbers, the roles written in its cells (a Sport
/// evening's has no Doctor: issue 48), every mark.
pub fn grid_legend(lang: Lang, grid: &engine::evening::Grid) -> Vec<(String, &'static str)> {
    use EveningWord as W;
    let count_points = grid.count_points;
    let w = |word| t(lang, Msg::Evening(word));
    let mut out = vec![("1, 2, …".to_string(), w(W::LegGameNo))];
    let written = |r: Role| {
        grid.rows
            .iter()
            .any(|row| row.cells.iter().flatten().any(|c| c.role == r))
    };
    for r in Role::ALL.into_iter().filter(|r| written(*r)) {
        out.push((role_short(lang, r).to_string(), role(lang, r)));
    }
    out.push(("—".to_string(), w(W::LegSatOut)));
    out.push((w(W::MarkFirstKilled).to_string(), w(W::LegFirstKilled)));
    if count_points {
        for (mark, meaning) in [
            (W::MarkBestMove, W::LegBestMove),
            (W::MarkPenalty, W::LegPenalty),
            (W::MarkExtra, W::LegExtra),
            (W::MarkCi, W::LegCiPart),
        ] {
            out.push((w(mark).to_string(), w(meaning)));
        }
    } else {
        out.push((w(W::MarkWon).to_string(), w(W::LegWon)));
        out.push((w(W::MarkSurvived).to_string(), w(W::LegSurvivedMark)));
    }
    out
}

/// Why a line stands above the next at equal points, in a sentence.
pub fn tie_break(
    lang: Lang,
    name: &str,
    tb: &engine::evening::TieBreak,
    count_points: bool,
) -> String {
    let value = |v: i32| {
        if tb.by.is_points() {
            points(lang, i16::try_from(v).unwrap_or(i16::MAX))
        } else {
            v.to_string()
        }
    };
    let (mine, theirs) = (value(tb.mine), value(tb.theirs));
    tf(
        lang,
        Text::TieBreak {
            name,
            over: &tb.over,
            by: tb.by,
            mine: &mine,
            theirs: &theirs,
            points: count_points,
        },
    )
}

/// The CSV's columns of one game.
fn game_columns(count_points: bool) -> &'static [EveningWord] {
    use EveningWord as W;
    if count_points {
        &[
            W::GameSeat,
            W::GameRole,
            W::GameWin,
            W::GameBestMove,
            W::GamePenalty,
            W::GameExtra,
            W::GameCi,
            W::GameTotal,
        ]
    } else {
        &[W::GameSeat, W::GameRole, W::GameWon, W::GameSurvived]
    }
}

/// The evening's standings and its grid as CSV a spreadsheet opens: one line per player,
/// the standings' columns ([`EVENING_COLUMNS`]) and then each game's (seat, role, every part
/// of its points; a game sat out has its role cell say so and the others empty). Russian
/// with `;` and a decimal comma (what a Russian spreadsheet reads), English with `,` and a
/// point; a byte-order mark so the names' letters open right; a cell that would start a
/// formula (`=`, `+`, `-`, `@`) is kept as text (`docs/decisions.md`, "The evening's sheet").
pub fn evening_csv(lang: Lang, grid: &engine::evening::Grid) -> String {
    let sep = match lang {
        Lang::Ru => ';',
        Lang::En => ',',
    };
    let cell = |text: &str| -> String {
        let text = if text.starts_with(['=', '+', '-', '@']) && text.parse::<f64>().is_err() {
            format!("'{text}")
        } else {
            text.to_string()
        };
        if text.contains([sep, '"', '\n', '\r']) {
            format!("\"{}\"", text.replace('"', "\"\""))
        } else {
            text
        }
    };
    let per_game = game_columns(grid.count_points);
    let mut head: Vec<String> = EVENING_COLUMNS
        .iter()
        .map(|w| cell(t(lang, Msg::Evening(*w))))
        .collect();
    for g in &grid.games {
        for w in per_game {
            head.push(cell(&tf(lang, Text::GameColumn(g.number, *w))));
        }
    }
    let mut rows = vec![head.join(&sep.to_string())];
    let pts = |h: i32| points(lang, i16::try_from(h).unwrap_or(i16::MAX));
    let flag = |b: bool| if b { "1" } else { "0" }.to_string();
    for r in &grid.rows {
        let mut cells: Vec<String> = evening_cells(lang, &r.standing).map(|c| cell(&c)).into();
        for c in &r.cells {
            match c {
                None => {
                    for (i, _) in per_game.iter().enumerate() {
                        cells.push(if i == 1 {
                            cell(t(lang, Msg::Evening(EveningWord::SatOut)))
                        } else {
                            String::new()
                        });
                    }
                }
                Some(c) => {
                    cells.push(c.seat.to_string());
                    cells.push(cell(role(lang, c.role)));
                    if grid.count_points {
                        for h in [c.win, c.best_move, c.penalty, c.extra, c.ci, c.total] {
                            cells.push(cell(&pts(h)));
                        }
                    } else {
                        cells.push(flag(c.won));
                        cells.push(flag(c.survived));
                    }
                }
            }
        }
        rows.push(cells.join(&sep.to_string()));
    }
    format!("\u{feff}{}\r\n", rows.join("\r\n"))
}

/// The evening's sheet as a text to share: the head, the standings, each game's winner.
pub fn evening_text(
    lang: Lang,
    evening: &engine::evening::Evening,
    lines: &[engine::evening::Standing],
    winners: &[Option<Winner>],
) -> String {
    use EveningWord as W;
    let w = |word| t(lang, Msg::Evening(word));
    let pts = |h: i32| points(lang, i16::try_from(h).unwrap_or(i16::MAX));
    let count = evening.scoring.count_points;
    let mut out = vec![
        format!(
            "{} · {}",
            w(W::Title),
            tf(lang, Text::EveningHead(evening.preset, winners.len()))
        ),
        String::new(),
        w(W::Standings).to_string(),
    ];
    for l in lines {
        let mut line = format!(
            "{}. {} — {} {}, {} {}",
            l.rank,
            l.name,
            w(W::CsvGames),
            l.games,
            w(W::CsvWins),
            l.wins
        );
        if count {
            line.push_str(&format!(", {} {}", w(W::CsvTotal), pts(l.total)));
            if l.ci != 0 {
                line.push_str(&format!(" ({} {})", w(W::CsvCi), pts(l.ci)));
            }
        } else {
            line.push_str(&format!(", {} {}", w(W::CsvSurvived), l.survived));
        }
        out.push(line);
    }
    out.push(String::new());
    out.push(w(W::Games).to_string());
    let colours = engine::next::colours(evening.preset);
    for (i, win) in winners.iter().enumerate() {
        let what = win.map_or(w(W::Annulled), |v| winner_text(lang, v, colours));
        out.push(format!("{}: {what}", tf(lang, Text::GameNo(i + 1))));
    }
    out.join("\n")
}

/// A word of the players' screen.
pub fn board(lang: Lang, word: BoardWord<'_>) -> String {
    by_lang!(lang, board(word))
}

/// What restoring would add (always), as lines; `Dropped` last.
pub fn backup_adds(plan: &engine::backup::Plan) -> Vec<BackupLine> {
    use engine::backup::Add;
    let count = |f: fn(&Add) -> bool| plan.adds.iter().filter(|a| f(a)).count();
    let mut lines = Vec::new();
    for (present, line) in [
        (count(|a| matches!(a, Add::Game(_))), BackupLine::AddGame),
        (count(|a| matches!(a, Add::Setup)), BackupLine::AddSetup),
        (
            count(|a| matches!(a, Add::Evening(_))),
            BackupLine::AddEvening,
        ),
        (
            count(|a| matches!(a, Add::EveningToPast(_))),
            BackupLine::EveningToPast,
        ),
        (
            count(|a| matches!(a, Add::Tournament(_))),
            BackupLine::AddTournament,
        ),
        (
            count(|a| matches!(a, Add::TournamentKept(_))),
            BackupLine::TournamentKept,
        ),
    ] {
        if present > 0 {
            lines.push(line);
        }
    }
    for (n, line) in [
        (
            count(|a| matches!(a, Add::History(_))),
            BackupLine::AddHistory as fn(usize) -> BackupLine,
        ),
        (
            count(|a| matches!(a, Add::PastEvening(_))),
            BackupLine::AddPastEvenings,
        ),
        (
            count(|a| matches!(a, Add::Player(_))),
            BackupLine::AddPlayers,
        ),
        (
            count(|a| matches!(a, Add::Setting(_))),
            BackupLine::AddSettings,
        ),
        (
            count(|a| matches!(a, Add::Store(_) | Add::Kept(_))),
            BackupLine::AddKept,
        ),
        (plan.dropped.len(), BackupLine::Dropped),
    ] {
        if n > 0 {
            lines.push(line(n));
        }
    }
    lines
}

/// The line of one replacement; `date` names a game's or an evening's id (ms since 1970).
pub fn backup_replace(r: &engine::backup::Replace, date: impl Fn(u64) -> String) -> BackupLine {
    use engine::backup::{Replace, PREFIX};
    let key = |k: &str| k.strip_prefix(PREFIX).unwrap_or(k).to_string();
    match r {
        Replace::Game => BackupLine::ReplaceGame,
        Replace::Setup => BackupLine::ReplaceSetup,
        Replace::Evening => BackupLine::ReplaceEvening,
        Replace::Tournament => BackupLine::ReplaceTournament,
        Replace::History(id) => BackupLine::ReplaceHistory(date(*id)),
        Replace::PastEvening(id) => BackupLine::ReplacePastEvening(date(*id)),
        Replace::Player(name) => BackupLine::ReplacePlayer(name.clone()),
        Replace::Setting(k) => {
            BackupLine::ReplaceSetting(engine::backup::Setting::of(k).ok_or_else(|| key(k)))
        }
        Replace::Store(k) => BackupLine::ReplaceStore(key(k)),
    }
}

/// A backup line in `lang`.
pub fn backup_line(lang: Lang, line: &BackupLine) -> String {
    by_lang!(lang, backup_line(line))
}

/// Why a backup file was refused, in the host's words.
pub fn backup_error(lang: Lang, e: &engine::backup::BackupError) -> &'static str {
    use engine::backup::BackupError;
    let newer = matches!(e, BackupError::UnknownVersion { .. });
    t(
        lang,
        if newer {
            Msg::BackupNewer
        } else {
            Msg::BackupDamaged
        },
    )
}
