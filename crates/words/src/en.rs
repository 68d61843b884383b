//! English: the app's second language. No Russian word here (`tests/words_english.rs`).

use super::grammar::{comma, plural_en};
use super::keys::{
    BackupLine, BoardWord, DealLine, EveningWord, HostlessText, Msg, ResultsText, StartText,
    StartWord, TableWord, Text, TourText, TourWord,
};
use super::say::{Change, DayPart, Hint, NextWord, Part, PeriodLine, PhaseLine, Ruling, TableLine};
use engine::event::{NoExitWhy, SkipWhy};
use engine::next::TimerKind;
use engine::public::{OutHow, Phase};
use engine::rules::{HandLift, RuleSwitch};
use engine::Motion;
use engine::Remedy;
use engine::{
    Exit, HostAction, Moment, Preset, Refusal, RemovalReason, RemovedFor, Role, Seat, SetupError,
    Team, Winner,
};

pub(super) fn votes(n: usize) -> String {
    format!("{n} {}", plural_en(n, "vote", "votes"))
}

pub(super) fn role(r: Role) -> &'static str {
    role_full(r)
}

/// A role as the evening's grid writes it in a cell.
pub(super) fn role_short(r: Role) -> &'static str {
    match r {
        Role::Civilian => "Civ",
        Role::Sheriff => "Sher",
        Role::Doctor => "Doc",
        Role::Silencer => "Sil",
        Role::Mafia => "Maf",
        Role::Don => "Don",
    }
}

pub(super) fn role_full(r: Role) -> &'static str {
    match r {
        Role::Civilian => "Civilian",
        Role::Sheriff => "Sheriff",
        Role::Doctor => "Doctor",
        Role::Silencer => "Silencer",
        Role::Mafia => "Mafia",
        Role::Don => "Don",
    }
}

pub(super) fn role_object(r: Role) -> &'static str {
    role_full(r)
}

pub(super) fn phase(p: PhaseLine) -> String {
    let (day, part) = match p {
        PhaseLine::FirstNight => return "Night 1 · introductions".into(),
        PhaseLine::NightBestMove(night) => return format!("Night {night} · best move"),
        PhaseLine::Night(night) => return format!("Night {night}"),
        PhaseLine::GameOver => return "Game over".into(),
        PhaseLine::Day(day, part) => (day, part),
    };
    let part = match part {
        DayPart::Morning => "morning",
        DayPart::LastWord => "last word",
        DayPart::Speeches => "speeches",
        DayPart::Discussion => "discussion",
        DayPart::Revote => "revote",
        DayPart::Voting => "voting",
        DayPart::TieSpeeches => "tie speeches",
        DayPart::AllLeave => "all leave?",
        DayPart::BestMove => "best move",
    };
    format!("Day {day} · {part}")
}

/// A length of time as said aloud: "one minute", "30 seconds".
fn duration(seconds: u16) -> String {
    match seconds {
        60 => "one minute".into(),
        90 => "a minute and a half".into(),
        // A few minutes in words, as said: "five minutes".
        s if s % 60 == 0 && (2..=10).contains(&(s / 60)) => {
            let words = [
                "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            ];
            format!("{} minutes", words[usize::from(s / 60) - 2])
        }
        s if s % 60 == 0 => format!("{} minutes", s / 60),
        1 => "1 second".into(),
        s => format!("{s} seconds"),
    }
}

/// Why nobody leaves today, as the host says it before the night.
fn no_vote(why: NoExitWhy) -> &'static str {
    match why {
        NoExitWhy::NoCandidates => "Nobody is nominated: there is no vote.",
        NoExitWhy::SingleCandidateFirstDay => "On the first day a single nominee is not voted on.",
        NoExitWhy::SingleCandidateNoVote => "A single nominee is taken off the ballot.",
        NoExitWhy::Cancelled => "A player was removed: there is no vote today.",
        NoExitWhy::WholeTableTie => "The votes split across the whole table: nobody leaves.",
        NoExitWhy::HalfTableLimit => {
            "More than half the table may not leave at once: all of them stay."
        }
        NoExitWhy::AllStay => "All of them stay in the game.",
    }
}

/// Players by number, as said: "player 4", "players 4 and 8", "players 3, 5 and 9".
fn seat_list(seats: &[Seat]) -> String {
    match seats {
        [one] => format!("player {one}"),
        [rest @ .., last] => format!("players {} and {last}", list(rest.iter().copied())),
        [] => String::new(),
    }
}

/// A line's lead with its first letter a capital ("seats 3 and 5" → "Seats 3 and 5"): the
/// seat lists it starts are Latin (`str::to_uppercase` would bring Unicode's case tables into
/// the wasm).
fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map_or_else(String::new, |first| {
        let mut out = String::with_capacity(s.len());
        out.push(first.to_ascii_uppercase());
        out.push_str(chars.as_str());
        out
    })
}

/// Seats that do not vote: "Player 3 does not vote.", "Players 3 and 5 do not vote."
fn not_voting(seats: &[Seat]) -> String {
    let verb = if seats.len() == 1 { "does" } else { "do" };
    format!("{} {verb} not vote.", capitalized(&seat_list(seats)))
}

/// One sentence the host says (`say::Part`), in English.
pub(super) fn part(p: &Part) -> String {
    match p {
        Part::Sleeps(r) => format!("{}, go to sleep.", role(*r)),
        Part::MafiaAgree(seconds) => format!(
            "Mafia, wake up. You have {} to agree on your shooting order.",
            duration(*seconds)
        ),
        Part::DonShows => "Don, show yourself.".into(),
        Part::MafiaMeet => "Mafia, wake up and meet each other.".into(),
        Part::MeetsHost(r) => format!("{}, wake up and meet the host.", role(*r)),
        Part::GoodMorning { wake: true } => "Good morning! Everyone, wake up.".into(),
        Part::GoodMorning { wake: false } => "Good morning!".into(),
        Part::Killed(k) => format!("Last night player {k} was killed."),
        Part::Card { seat, role: r } => format!("Player {seat}'s card was {}.", role_full(*r)),
        Part::KillFoiled => "The mafia struck last night, but nobody died.".into(),
        Part::NobodyHurt => "Nobody was killed last night.".into(),
        Part::Silenced(x) => format!("Player {x} may not speak today."),
        Part::LastWordTo { seat, seconds } | Part::LastWord { seat, seconds } => {
            format!("Player {seat}, your last word: {}.", duration(*seconds))
        }
        Part::Leaves(seat) => format!("Player {seat} leaves the game."),
        Part::Speech(seat) => format!("Player {seat}, your speech."),
        Part::NominateOnly(seat) => {
            format!("Player {seat} has no speech (3 fouls) but may nominate.")
        }
        Part::Discussion(seconds) => format!(
            "You have {} to discuss. Make your nominations.",
            duration(*seconds)
        ),
        Part::VoteOpens(candidates) => {
            let l = seat_list(candidates);
            format!("Discussion is over. Time to vote. Nominated: {l}. Once more: {l}.")
        }
        Part::RevoteOpens(candidates) => {
            let l = seat_list(candidates);
            format!("A revote. On the ballot: {l}. Once more: {l}.")
        }
        Part::NotVoting(seats) => not_voting(seats),
        Part::WhoFor(candidate) => {
            format!("Who votes for player {candidate} to leave the game?")
        }
        Part::Tie { tied, seconds } => format!(
            "A tie: {}. Each of them has {} to make their case.",
            seat_list(tied),
            duration(*seconds)
        ),
        Part::TieAgain => "A tie again.".into(),
        Part::WhoForAll(tied) => format!(
            "Who votes for all of them — {} — to leave the game?",
            seat_list(tied)
        ),
        Part::NoVote(why) => no_vote(*why).into(),
        Part::NightFalls => "Night falls. Everyone, masks on.".into(),
        Part::MafiaHunts => "Mafia, time to shoot.".into(),
        Part::MafiaChooses => "Mafia, wake up and choose your victim.".into(),
        Part::Wakes(r) => format!("{}, wake up.", role(*r)),
        Part::DonTask => "Find the Sheriff.".into(),
        Part::SheriffTask => "Find the mafia.".into(),
        Part::DoctorTask => "Who will you save?".into(),
        Part::SilencerTask => "Who will you silence?".into(),
        Part::ThankYou => "Thank you.".into(),
        Part::BestMove {
            seat,
            seconds,
            morning: false,
        } => format!(
            "Best move: player {seat}, name three players — {}.",
            duration(*seconds)
        ),
        Part::BestMove {
            seat,
            seconds,
            morning: true,
        } => format!(
            "Player {seat}, your best move: name three players — {}.",
            duration(*seconds)
        ),
        Part::GameOver { winner, colours } => {
            format!("The game is over. {}.", winner_text(*winner, *colours))
        }
        Part::Foul { seat, fouls } => match fouls {
            1 => format!("Player {seat}: a foul."),
            2 => format!("Player {seat}: a second foul."),
            3 => format!("Player {seat}: a third foul."),
            _ => format!("Player {seat}: a fourth foul."),
        },
        Part::SpeechLost(seat) => format!("Player {seat} loses the next speech."),
        // R-LAST-2: the one offence, once: "Player 6 is removed for swearing an oath; no
        // last word."
        Part::Removed { seat, why } => match why {
            Some(why) => format!(
                "Player {seat} is removed {}; no last word.",
                removed_said(*why)
            ),
            None => format!("Player {seat} is removed; no last word."),
        },
        Part::BestMoveAccepted(seats) => format!("Accepted: {}.", seat_list(seats)),
        Part::NominationAccepted(target) => format!("Accepted: player {target}."),
        Part::VotesAccepted(n) => format!("{}. Accepted.", votes(*n)),
        Part::AllOut(out) if out.len() == 2 => {
            format!("By a majority, {} both leave.", seat_list(out))
        }
        Part::AllOut(out) => format!("By a majority, {} all leave.", seat_list(out)),
        Part::Tally(results) => {
            let parts: Vec<String> = results
                .iter()
                .map(|(s, n)| format!("player {s}: {}", votes(usize::from(*n))))
                .collect();
            format!("P{}.", &parts.join(", ")[1..])
        }
        Part::LoneNominee(seat) => {
            format!("Only player {seat} was nominated. Player {seat} leaves the game.")
        }
        Part::NoVoteToday => "There will be no vote today.".into(),
    }
}

pub(super) fn winner_text(w: Winner, colours: bool) -> &'static str {
    match (w, colours) {
        (Winner::Red, true) => "The red team wins",
        (Winner::Black, true) => "The black team wins",
        (Winner::Red, false) => "The town wins",
        (Winner::Black, false) => "The mafia wins",
        (Winner::Draw, _) => "A draw",
    }
}

pub(super) fn team(t: Team) -> &'static str {
    match t {
        Team::Red => "red",
        Team::Black => "black",
    }
}

pub(super) fn exit(e: Exit) -> &'static str {
    match e {
        Exit::VotedOut => "voted out",
        Exit::Killed => "killed",
        Exit::Removed => "removed",
    }
}

pub(super) fn moment(at: Moment) -> String {
    match at {
        Moment::Day(d) => format!("day {d}"),
        Moment::Night(n) => format!("night {n}"),
    }
}

pub(super) fn action_label(a: &HostAction) -> String {
    match a {
        HostAction::Next => "step".into(),
        HostAction::Nominate { by, target } => format!("seat {by} nominated seat {target}"),
        HostAction::Withdraw { by } => format!("seat {by} withdrew"),
        HostAction::RepeatBallot => "ballot repeated".into(),
        HostAction::Vote { candidate, voters } => {
            format!("for seat {candidate}: {}", votes(voters.len()))
        }
        HostAction::VoteCount { candidate, count } => {
            format!("for seat {candidate}: {}", votes(*count as usize))
        }
        HostAction::AllLeave { voters } => format!("all leave: {}", votes(voters.len())),
        HostAction::AllLeaveCount { count } => format!("all leave: {}", votes(*count as usize)),
        HostAction::Foul { seat } => format!("foul on seat {seat}"),
        HostAction::Remove { seat, .. } => format!("removal of seat {seat}"),
        HostAction::HandLift { seat, .. } => format!("seat {seat}'s hand off the table"),
        // Night entries are secrets: the label does not say what they were.
        HostAction::Shoot { .. } | HostAction::ShootEach { .. } => "shot".into(),
        HostAction::DonCheck { .. } => "Don's check".into(),
        HostAction::SheriffCheck { .. } => "Sheriff's check".into(),
        HostAction::Heal { .. } => "heal".into(),
        HostAction::Silence { .. } => "silence".into(),
        HostAction::BestMove { .. } => "best move".into(),
        HostAction::Cards { .. } => "who woke".into(),
        HostAction::Protest { .. } => "protest".into(),
        HostAction::ExtraPoints { seat, tenths } => {
            let p = engine::scoring::points(i16::from(*tenths) * 10);
            format!("extra points for seat {seat}: {p}")
        }
    }
}

/// A vote under "↶ Undo", without a count (`words::undo_label`).
/// "All leave?" under "↶ Undo", without a count.
pub(super) fn votes_all_leave() -> String {
    "“all leave?”".into()
}

pub(super) fn votes_for(candidate: Seat) -> String {
    format!("votes for player {candidate}")
}

pub(super) fn tap(a: &HostAction) -> String {
    match a {
        HostAction::Nominate { by, target } => format!("player {by} nominates player {target}"),
        HostAction::Vote { candidate, voters } if voters.is_empty() => {
            format!("for player {candidate}: no hands")
        }
        HostAction::Vote { candidate, voters } => format!(
            "for player {candidate}: {} ({})",
            votes(voters.len()),
            seat_list(voters)
        ),
        HostAction::AllLeave { voters } => format!(
            "for all of them to leave: {} ({})",
            votes(voters.len()),
            seat_list(voters)
        ),
        HostAction::HandLift {
            seat,
            after_thanks: false,
        } => format!("player {seat} took their hand off the table before “Thank you”"),
        HostAction::HandLift { seat, .. } => {
            format!("player {seat} took their hand off the table after “Thank you”")
        }
        HostAction::Shoot { target: Some(t) } => format!("shot: player {t}"),
        HostAction::Shoot { target: None } => "a miss".into(),
        HostAction::DonCheck { target } => format!("the Don points at player {target}"),
        HostAction::SheriffCheck { target } => format!("the Sheriff points at player {target}"),
        HostAction::Heal { target } => format!("the Doctor heals player {target}"),
        HostAction::Silence { target } => format!("the Silencer picks player {target}"),
        HostAction::BestMove { seats } => format!("best move: {}", seat_list(seats)),
        HostAction::Cards { seats } if seats.len() == 1 => format!("player {} woke", seats[0]),
        HostAction::Cards { seats } => format!("woke: {}", seat_list(seats)),
        other => action_label(other),
    }
}

pub(super) fn next_label(w: NextWord) -> &'static str {
    match w {
        NextWord::Agreed => "Agreed",
        NextWord::Next => "Next",
        NextWord::StartDay => "Start the day",
        NextWord::ThankYou => "Thank you",
        NextWord::ThankYouNext => "Thank you — next",
        NextWord::EndDiscussion => "End the discussion",
        NextWord::NoBestMove => "No best move",
        NextWord::NextNoChoice => "Next (no choice)",
    }
}

pub(super) fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::AlreadyNominated { .. } => {
            format!("{r}; to nominate another, first “Withdraw nomination”")
        }
        Refusal::CardsFirst { role: Role::Mafia } => "first tap the mafia's seats".into(),
        Refusal::CardsFirst { role: x } => format!("first tap the {}'s seat", role(*x)),
        Refusal::CardsCount {
            role: Role::Mafia,
            want,
            got,
        } => format!(
            "the mafia are {want} {}; {got} tapped",
            plural_en(usize::from(*want), "player", "players")
        ),
        Refusal::CardsCount { role: x, got, .. } => {
            format!("the {} is one seat; {got} tapped", role(*x))
        }
        Refusal::CardsTeam {
            seat,
            role: Role::Don,
        } => format!("seat {seat} did not wake with the mafia: not the Don"),
        Refusal::CardsTeam { seat, role: x } => {
            format!("seat {seat} woke earlier: not the {}", role(*x))
        }
        _ => r.to_string(),
    }
}

pub(super) fn check_answer(by: Role, target: Seat, found: bool) -> String {
    match (by, found) {
        (Role::Don, true) => format!("Player {target} is the Sheriff"),
        (Role::Don, false) => format!("Player {target} is not the Sheriff"),
        (_, true) => format!("Player {target} is black"),
        (_, false) => format!("Player {target} is red"),
    }
}

pub(super) fn hint(h: Hint) -> String {
    match h {
        Hint::CardsAgreement(n) => format!(
            "Cards face down: tap the seats that opened their eyes ({n}; a removed player's by the card you took), then Agreed."
        ),
        Hint::CardsWake(r) => format!(
            "Cards face down: tap the seat that woke: the {} (a removed player's by the card you took).",
            role(r)
        ),
        Hint::Nominate => "Nomination: tap the candidate's seat.".into(),
        Hint::NominateBy => "Nomination: tap who nominates, then the candidate.".into(),
        Hint::LastCount(n) => format!(
            "The last candidate: their hands and everyone who has not voted — {} (R-VOTE-2). Say “Thank you”, then “Accepted”: no hands need marking.",
            votes(usize::from(n))
        ),
        Hint::Hands => "A hand on the table, thumb up, 2 seconds — “Thank you”. Tap the hands (or their number) — “Accepted”.".into(),
        Hint::AllLeaveHands => "A hand on the table, 2 seconds — “Thank you”. Tap the hands (or their number) — “Accepted”.".into(),
        Hint::BlindShot => "Eyes closed: call the seats in order. Tap the seat the whole mafia shot at; otherwise, Miss.".into(),
        Hint::Shot => "Tap the victim's seat, or Miss.".into(),
        Hint::BestMove => "Tap up to three seats.".into(),
        Hint::PointsAt(r) => {
            let r = role(r);
            // The same words whether the role is in the game or has left: the screen tells
            // a glance nothing (the host knows the cards).
            format!("Tap the seat the {r} points at. If the {r} has left: the same pause; Next before the time is up needs a hold.")
        }
    }
}

/// The host's line for the answer moment: how to give it.
/// The answer's gesture (R-NIGHT-2/3).
pub(super) fn gesture(yes: bool, g: engine::rules::AnswerGesture) -> &'static str {
    use engine::rules::AnswerGesture::*;
    match (g, yes) {
        (Nod, true) => "nod",
        (Nod, false) => "shake your head",
        (Thumb, true) => "thumb up",
        (Thumb, false) => "thumb down",
    }
}

pub(super) fn answer_hint(by: Role) -> String {
    format!(
        "Hold to see the answer and its gesture, and answer the {} without a word; then Next.",
        role(by)
    )
}

pub(super) fn wake_line(r: Role) -> String {
    format!("Wake the {}", role_object(r))
}

pub(super) fn change(c: Change<'_>, applied: bool) -> String {
    let (verb, become_) = if applied {
        ("changed", "now")
    } else {
        ("change", "becomes")
    };
    let nobody = |s: Option<&str>| s.unwrap_or("nobody").to_string();
    match c {
        Change::Entries(changed) => format!("Later entries that {verb}: {changed}."),
        Change::Out { before, after } => format!(
            "Out: was — {}; {become_} — {}.",
            nobody(before),
            nobody(after)
        ),
        Change::Now { before, after } => format!("Now: was — {before}; {become_} — {after}."),
        Change::Unchanged => "The rest of the game stays as it is.".to_string(),
    }
}

fn list(seats: impl IntoIterator<Item = Seat>) -> String {
    comma(seats, |s| s.to_string())
}

pub(super) fn protocol_head() -> [&'static str; 6] {
    ["Seat", "Player", "Role", "Fouls", "Left", "Points"]
}

pub(super) fn period_line(l: PeriodLine<'_>) -> String {
    match l {
        PeriodLine::Nominated(nominations) => {
            let items = comma(nominations, |n| format!("{} (by {})", n.target, n.by));
            format!("Nominated: {items}")
        }
        PeriodLine::NobodyNominated => "Nobody nominated".to_string(),
        PeriodLine::Count { revote, votes } => {
            let votes = comma(votes, |(s, v)| format!("{s} — {v}"));
            let label = if revote { "Revote" } else { "Vote" };
            format!("{label}: {votes}")
        }
        PeriodLine::AllLeave(a) => {
            let verdict = if a.passed { "they leave" } else { "they stay" };
            format!("All leave? {} of {} for: {verdict}", a.votes_for, a.living)
        }
        PeriodLine::Shot(s) => format!("Shot: seat {s}"),
        PeriodLine::Miss => "A miss".to_string(),
        PeriodLine::Check(c) => {
            format!("{}: {}", role(c.by), check_answer(c.by, c.target, c.found))
        }
        PeriodLine::BestMove(b) => format!(
            "Best move by {}: {} — blacks: {}",
            b.by,
            list(b.seats.iter().copied()),
            b.blacks
        ),
        PeriodLine::Out(out) => {
            let out = comma(out, |e| format!("seat {} {}", e.seat, exit(e.exit)));
            format!("Left: {out}")
        }
        PeriodLine::NobodyLeft => "Nobody left".to_string(),
    }
}

/// R-FOUL-3: the one offence, as the host names it aloud ("for swearing an oath": 000 r.2
/// names the oath first; the reason "Oath, bet" is one reason of the log).
fn removed_said(why: RemovedFor) -> &'static str {
    match why {
        RemovedFor::Host(RemovalReason::Oath) => "for swearing an oath",
        RemovedFor::Host(RemovalReason::Insult) => "for an insult",
        RemovedFor::Host(RemovalReason::Peeking) => "for peeking",
        RemovedFor::Host(RemovalReason::Signalling) => "for signalling at night",
        RemovedFor::Host(RemovalReason::RefusedHands) => "for refusing to show hands",
        RemovedFor::Host(RemovalReason::EarlyProtest) => "for a protest before the game's end",
        RemovedFor::Host(RemovalReason::Other) => "by the host's decision",
        RemovedFor::Table(RemovalReason::Other) => "by the table's decision",
        RemovedFor::Table(r) => removed_said(RemovedFor::Host(r)),
        RemovedFor::FourthFoul => "for a fourth foul",
        RemovedFor::HandLift => "for taking the hand off before “Thank you”",
    }
}

/// R-FOUL-3: why the host removed a player, in the rule's words (000 r.2, 4, 9, 12–13,
/// 22, 24, 25; 002).
fn removed_for(why: RemovedFor) -> &'static str {
    match why {
        RemovedFor::Host(RemovalReason::Oath) => "For an oath, a bet or an appeal to religion",
        RemovedFor::Host(RemovalReason::Insult) => "For profanity or an insult",
        RemovedFor::Host(RemovalReason::Peeking) => "For peeking",
        RemovedFor::Host(RemovalReason::Signalling) => "For signalling at night",
        RemovedFor::Host(RemovalReason::RefusedHands) => "For refusing to show hands at the count",
        RemovedFor::Host(RemovalReason::EarlyProtest) => "For a protest before the game's end",
        RemovedFor::Host(RemovalReason::Other) => "By the host's decision",
        RemovedFor::Table(RemovalReason::Other) => "By the table's decision",
        RemovedFor::Table(r) => removed_for(RemovedFor::Host(r)),
        RemovedFor::FourthFoul => "Fourth foul",
        RemovedFor::HandLift => "Hand off before “Thank you”",
    }
}

pub(super) fn ruling(r: Ruling<'_>) -> String {
    match r {
        Ruling::VotesToLast { candidate, count } => format!(
            "The {} not cast {} to the last candidate, player {candidate}.",
            votes(count as usize),
            if count == 1 { "goes" } else { "go" }
        ),
        Ruling::Tally(results) => results
            .iter()
            .map(|(s, n)| format!("Player {s}: {}", votes(*n as usize)))
            .collect::<Vec<_>>()
            .join(" · "),
        Ruling::Tie(tied) => format!(
            "A tie: {} — their speeches, then a revote.",
            seat_list(tied)
        ),
        Ruling::TieAgain(tied) => format!(
            "The same tie again: {} — ask whether all of them leave.",
            seat_list(tied)
        ),
        Ruling::AllLeave {
            votes_for,
            living,
            passed: true,
        } => format!("{votes_for} of {living} for: more than half, all of them leave."),
        Ruling::AllLeave {
            votes_for, living, ..
        } => format!("{votes_for} of {living} for: not more than half, all stay."),
        Ruling::NoExit(why) => match why {
            NoExitWhy::NoCandidates => "No candidates — no vote.",
            NoExitWhy::SingleCandidateFirstDay => "One candidate on day 1 — no vote.",
            NoExitWhy::SingleCandidateNoVote => "One candidate — withdrawn, no vote.",
            NoExitWhy::Cancelled => "A player was removed — no vote today.",
            NoExitWhy::WholeTableTie => "The whole table tied — nobody leaves.",
            NoExitWhy::HalfTableLimit => "More than half the table cannot leave — all stay.",
            NoExitWhy::AllStay => "All stay.",
        }
        .into(),
        Ruling::VoteCancelled => "A removal before the result: there is no vote today.".into(),
        Ruling::SpeechSkipped { seat, why } => match why {
            SkipWhy::SpeechLost => format!("Player {seat} skips the speech (3 fouls)."),
            SkipWhy::Silenced => format!("Player {seat} is silenced today."),
        },
        Ruling::SpeechLost { seat, day } => {
            format!("Third foul: player {seat} loses the speech of day {day}.")
        }
        Ruling::Removed { seat, why } => match why {
            Some(why) => format!(
                "Player {seat} is removed ({}) and leaves silently.",
                removed_for(why).to_lowercase()
            ),
            None => format!("Player {seat} is removed and leaves silently."),
        },
        Ruling::LoneNominee(seat) => {
            format!("A single candidate — player {seat} leaves without a vote.")
        }
        Ruling::Card { seat, role: r } => format!("Player {seat}'s card: {}.", role(r)),
        Ruling::Winner(winner) => winner_text(winner, false).into(),
    }
}

pub(super) fn text(text: Text<'_>) -> String {
    match text {
        Text::Start(t) => start_text(t),
        Text::TieBreak { name, over, by, mine, theirs, points } => {
            use engine::evening::Criterion as C;
            let by = match by {
                C::Total => "points",
                C::ExtraPenaltyBest => "extra, penalties and best move together",
                C::Wins => "wins",
                C::SheriffDonWins => "wins as Sheriff or Don",
                C::FirstKilled => "times killed first",
                C::Survived => "games survived",
            };
            let equal = if points { "at equal points" } else { "at equal wins" };
            format!("{name} above {over} {equal}: {by}, {mine} to {theirs}.")
        }
        Text::GameColumn(n, w) => format!("Game {n}: {}", evening(w)),
        Text::EveningHead(preset, games) => format!(
            "{} · {games} {}",
            msg(Msg::StartScreen(StartWord::PresetName(preset))),
            plural_en(games, "game", "games")
        ),
        Text::PointParts { win, best, penalty, extra, ci, first, survived } => format!(
            "Wins {win} · best move {best} · penalties {penalty} · extra {extra} · Ci {ci} · killed first {first} · survived {survived}"
        ),
        Text::RatingSkipped { game, why } => {
            use engine::export::ExportError as E;
            let why = match why {
                E::NotOver => "it is not over".to_string(),
                E::Annulled => "a protest annulled its result".to_string(),
                E::Party => "the site does not rate Party games: open roles and a black win only when every red is out are not a tournament game".to_string(),
                E::Seats { count } => format!(
                    "{count} {} played, and the site takes games of ten only",
                    plural_en(*count, "player", "players")
                ),
                E::Role { seat, role } => format!("the site's format has no {} (seat {seat})", role_full(*role)),
                E::Composition { civilians, sheriffs, mafia, dons } => format!(
                    "the deck had {civilians} civilians, {sheriffs} sheriffs, {mafia} mafia and {dons} dons, and the site takes only 6, 1, 2 and 1"
                ),
                E::NoStartTime => "it has no start time".to_string(),
                E::NoEndTime => "it has no end time".to_string(),
            };
            if game == 0 {
                format!("This game cannot go to the rating site: {why}.")
            } else {
                format!("Game {game} is not in the file: {why}.")
            }
        }
        Text::FoulCount(n) => format!("{n} {}", plural_en(usize::from(n), "foul", "fouls")),
        Text::GameNo(n) => format!("Game {n}"),
        Text::NextTable { playing, min, max } => match super::say::table(playing, min, max) {
            TableLine::Fixed { playing, seats } => format!("{playing} playing; the table has {seats} seats"),
            TableLine::TooFew { playing, min } => format!("{playing} playing: at least {min} needed"),
            TableLine::TooMany { playing, max } => format!("{playing} playing: at most {max} seats"),
            TableLine::Playing(playing) => format!("{playing} playing"),
        },
        Text::PastEvening { date, preset, games } => format!(
            "{date} · {} · {games} {}",
            msg(Msg::StartScreen(StartWord::PresetName(preset))),
            plural_en(games, "game", "games")
        ),
        Text::ConfirmLoneExit(s) => format!(
            "Only seat {s} is nominated: when the discussion ends, seat {s} leaves the game without a vote. Tap again to end it."
        ),
        Text::AgreedCards(marked, want) => format!("Agreed · {marked} of {want}"),
        Text::EntryDeleted { n, changed: "" } => format!("Entry {n} deleted; nothing else changed."),
        Text::EntryDeleted { n, changed } => format!("Entry {n} deleted; these entries changed: {changed}."),
        Text::EntryFixed(n) => format!("Entry {n} fixed."),
        Text::Rulings(n) => format!("{n} {}", plural_en(n, "ruling", "rulings")),
        Text::EntryCannotChange { n, later, deleted: true, why } => format!(
            "Entry {n} cannot go: the later entry “{later}” would no longer fit ({why}). Fix or delete “{later}” first."
        ),
        Text::EntryCannotChange { n, later, why, .. } => format!(
            "Entry {n} cannot be fixed so: the later entry “{later}” would no longer fit ({why}). Fix or delete “{later}” first."
        ),
        Text::Accepted(n) => format!("Accepted: {}", votes(n)),
        Text::ShotsEntered(k) => format!("Shots entered: {k}. Tap the next black's target (in seat order)."),
        Text::At(Moment::Day(d)) => format!("Day {d}"),
        Text::At(Moment::Night(n)) => format!("Night {n}"),
        Text::BestMoveLine { by, seats, blacks } => format!("Best move by {by}: {} ({blacks} black)", list(seats.iter().copied())),
        Text::Seats(seats) => seat_list(seats),
        Text::ProtestLine { team: t, remedy, upheld } => format!(
            "Protest ({}) — {}: {}",
            team(t),
            msg(Msg::Remedy(remedy)),
            if upheld { "upheld" } else { "rejected" }
        ),
        Text::PointsHelp { win, best3, best2, fouls4, dq } => format!("R-SCORE: win {win}; a red's best move: 3 blacks {best3}, 2 blacks {best2}; removed by 4 fouls {fouls4}, disqualified {dq}; the host's extra points in steps of 0.1 (Undo takes one back). The numbers are in Settings."),
        Text::EditTitle { n, label, deleting: false } => format!("Fix entry {n} ({label})"),
        Text::EditTitle { n, label, deleting: true } => format!("Delete entry {n} ({label})?"),
        Text::Becomes(what) => format!("Becomes: {what}"),
        Text::EditBreaks { later: None, why } => format!("Not possible — {why}"),
        Text::EditBreaks { later: Some(later), why } => format!("Not possible: the later entry “{later}” would no longer fit ({why}). Fix or delete “{later}” first."),
        Text::NominatedBy(by) => format!("by {by}"),
        Text::NoteSeat(seat) => format!("Seat {seat}"),
        Text::VotedFor(c) => format!("for {c}"),
        Text::TableGame { round, table } => format!("Round {} · table {}", round + 1, table + 1),
        Text::TableTicket { name, table, games } => format!("{name} · table {} · {games} {}", table + 1, plural_en(games, "game", "games")),
        Text::TableAsk { kept, new } => format!("This phone holds the ticket of \u{201c}{kept}\u{201d}. Replace it with the ticket of \u{201c}{new}\u{201d}? Results of \u{201c}{kept}\u{201d} not yet given to the organiser will be lost."),
        Text::CodesRead { total: 0, .. } => "Point the camera at a code (any of them) or pick its photo.".to_string(),
        Text::CodesRead { read, total } => format!("Codes read: {read} of {total}"),
        Text::Entries(n) => format!("{n} {}", plural_en(n, "entry", "entries")),
        Text::ShowCodes(1) => "Show the QR code".to_string(),
        Text::ShowCodes(n) => format!("Show the QR codes ({n})"),
        Text::TooLongForCodes { needed, max } => format!("The game is too long for QR codes ({needed} needed, {max} at most): send the file."),
        Text::CodeOf(k, n) => format!("Code {k} of {n}"),
        Text::AtShort(Moment::Day(d)) => format!("D{d}"),
        Text::AtShort(Moment::Night(n)) => format!("N{n}"),
        Text::ProtestSheet { team: t, votes, upheld } => format!(
            "Protest ({}), for: {votes} — {} (R-WIN-3)",
            team(t),
            if upheld { "upheld" } else { "rejected" }
        ),
    }
}

pub(super) fn start(word: StartWord) -> &'static str {
    match word {
        StartWord::AppTitle => "Mafia Host",
        StartWord::Tagline => "Run the game from one phone: prompts, timers, voting.",
        StartWord::NewGame => "New game",
        StartWord::Continue => "Continue",
        StartWord::NoSavedGame => "No saved game",
        StartWord::Language => "Language",
        StartWord::Loading => "Loading…",
        StartWord::OldBrowser => "This browser is too old for the app: it needs Safari 15 (iOS 15), Chrome 96 or Firefox 79, or newer.",
        StartWord::Evening => "Evening",
        StartWord::Tournament => "Tournament",
        StartWord::ChooseRules => "Choose the rules",
        StartWord::Back => "Back",
        StartWord::PresetName(p) => match p {
            Preset::Sport => "Sport",
            Preset::Club => "Club",
            Preset::Home => "Home",
            Preset::Party => "Party",
        },
        StartWord::PresetLine(p) => match p {
            Preset::Sport => "10 players, Mafia Game Federation tournament rules, best move",
            Preset::Club => "10 players, club rules, gentler on fouls",
            Preset::Home => "5–30 players, line-up from the calculator",
            Preset::Party => "5–30 players, a Doctor, roles revealed",
        },
        StartWord::Next => "Next",
        StartWord::StepPlayers => "Players",
        StartWord::StepLineup => "Line-up and rules",
        StartWord::StepDeal => "Dealing the roles",
        StartWord::PlayerCount => "How many players",
        StartWord::FewerPlayers => "Fewer players",
        StartWord::MorePlayers => "More players",
        StartWord::NamesHint => "Names or nicknames by seat — optional. Remembered for the next game.",
        StartWord::DrawSeats => "Draw seats by lot",
        StartWord::SeatsFromEvening => "Seats drawn by the evening: the players sit as drawn. To draw again, use the evening's screen.",
        StartWord::SeatsFromTicket => "Seats from the tournament's ticket: the players sit as the organiser seated them.",
        StartWord::SeatsDrawn => "Seats drawn — show the screen to everyone",
        StartWord::Lineup => "Line-up",
        StartWord::LineupFixed => "The rules fix the line-up",
        StartWord::LineupCalculator => "The calculator's proposal; you may change the mafia count",
        StartWord::FewerMafia => "Fewer mafia",
        StartWord::MoreMafia => "More mafia",
        StartWord::RoleName(r) => role_full(r),
        StartWord::AdvancedRules => "Advanced rules",
        StartWord::AdvancedHint => "The chosen rules. Change any that your table plays differently.",
        StartWord::SwitchName(s) => match s {
            RuleSwitch::Reveal => "Role of an eliminated player",
            RuleSwitch::Discussion => "Day discussion",
            RuleSwitch::MafiaNight => "Mafia's night",
            RuleSwitch::SingleCandidate => "A lone candidate",
            RuleSwitch::TiedVote => "Tied players in a revote",
            RuleSwitch::TiedVoteAllLeave => "Tied players on “all leave?”",
            RuleSwitch::WholeTableTie => "Whole table tied",
            RuleSwitch::LastWordSeconds => "Last word",
            RuleSwitch::HandLift => "Hand taken off the table",
            RuleSwitch::Foul3Nominate => "Nominating with 3 fouls",
            RuleSwitch::Foul3Short => "Short speech with 3 fouls",
            RuleSwitch::BestMove => "Best move",
            RuleSwitch::BestMoveAt => "Best move made",
            RuleSwitch::BlackWin => "Mafia wins",
            RuleSwitch::QuietRounds => "Quiet rounds to a draw",
            RuleSwitch::QuietResult => "Quiet rounds end in",
            RuleSwitch::AnswerGesture => "A check's answer",
        },
        StartWord::SwitchHelp(s) => match s {
            RuleSwitch::Reveal => "Whether a player's role is shown when they leave the game.",
            RuleSwitch::Discussion => "A minute each in seat order, or one open discussion.",
            RuleSwitch::MafiaNight => {
                "Mafia shoot blind by gestures, or pick the victim eyes open."
            }
            RuleSwitch::SingleCandidate => {
                "With one nominee (from day 2) they leave without a vote, or no vote is held."
            }
            RuleSwitch::TiedVote => "Whether the tied players themselves vote in the revote.",
            RuleSwitch::TiedVoteAllLeave => {
                "Whether the tied players vote on “do all of them leave?”; if not, the majority is counted among the others."
            }
            RuleSwitch::WholeTableTie => {
                "If the votes split evenly over every living player, the day ends."
            }
            RuleSwitch::LastWordSeconds => "Time for the last word of a player voted out.",
            RuleSwitch::HandLift => {
                "A vote is a hand on the table, thumb up. Tournament (000 r.8–9): the vote ends at “Thank you”; a hand taken off before it is a removal, after it is allowed. Club (002): the hand stays until “Accepted”; taken off earlier, a warning foul, the vote still counting."
            }
            RuleSwitch::Foul3Nominate => "Whether a player with three fouls may nominate.",
            RuleSwitch::Foul3Short => "A player with three fouls speaks 30 seconds, not a minute.",
            RuleSwitch::BestMove => "The player killed on the first night names three suspects.",
            RuleSwitch::BestMoveAt => {
                "At night, masked, after the Sheriff's check (FSM), or in the morning: once the host names the killed player, they name three before their farewell minute (FIIM)."
            }
            RuleSwitch::BlackWin => "Mafia win on parity with the reds, or once every red is out.",
            RuleSwitch::QuietRounds => "How many rounds in a row with nobody out end the game.",
            RuleSwitch::QuietResult => "What quiet rounds end in: a draw or a red win.",
            RuleSwitch::AnswerGesture => {
                "How the host answers the Don and the Sheriff: a nod (yes) or a shake of the head (no), or a thumb up or down."
            }
        },
        StartWord::On => "Yes",
        StartWord::Off => "No",
        StartWord::OptSpeeches => "Speeches",
        StartWord::OptOpen => "Open",
        StartWord::OptBlind => "Blind",
        StartWord::OptEyesOpen => "Eyes open",
        StartWord::OptEliminated => "Leaves",
        StartWord::OptNoVote => "No vote",
        StartWord::OptRemoval => "Removal",
        StartWord::OptWarning => "Foul",
        StartWord::OptNod => "Nod",
        StartWord::OptThumb => "Thumb",
        StartWord::OptAtNight => "At night",
        StartWord::OptInMorning => "In the morning",
        StartWord::OptParity => "Parity",
        StartWord::OptAllRedsOut => "All reds out",
        StartWord::OptDraw => "Draw",
        StartWord::OptRedWins => "Red wins",
        StartWord::DealHow => "How to deal the roles",
        StartWord::DealPass => "Pass the phone",
        StartWord::DealPassLine => "Each player opens their own card on the screen",
        StartWord::DealCards => "Physical cards",
        StartWord::DealCardsLine => "You deal a deck and mark each seat's card",
        StartWord::DealFaceDown => "Cards face down",
        StartWord::DealFaceDownLine => "As at a tournament: the deck face down, you learn the cards at night",
        StartWord::DealHostless => "No host",
        StartWord::DealHostlessLine => "The phone runs the game: passed round at night, face up by day",
        StartWord::FaceDownDealt => "The deck is dealt",
        StartWord::FaceDownHint => "You have seen no card: on the first night you tap the mafia's seats, then the Don's and the Sheriff's, as they wake.",
        StartWord::NoRandom => "This browser gives no random numbers — deal physical cards",
        StartWord::PassHint => "Everyone else looks away",
        StartWord::PickCard => "Pick a card",
        StartWord::CardBack => "A face-down card",
        StartWord::HoldToSee => "Hold to see your role",
        StartWord::YourRole => "Your role",
        StartWord::GotIt => "Done — pass it on",
        StartWord::AllDealt => "Every role is dealt",
        StartWord::AllDealtHint => "The phone is back with the host. Roles stay hidden until the end.",
        StartWord::AllDealtHostless => "Lay the phone in the middle of the table: at night it goes round. Roles stay hidden until the end.",
        StartWord::AllDealtHostlessReveal => "Lay the phone in the middle of the table: at night it goes round. A player’s card is shown when they leave.",
        StartWord::StartGame => "Start the game",
        StartWord::CardsHint => "Tap the card this player got. Back fixes the previous seat.",
        StartWord::CardsDone => "Every card is marked",
        StartWord::NameCut => "The name was cut to 40 characters: no longer name fits.",
        StartWord::History => "History",
        StartWord::OpenFile => "Import a game file",
        StartWord::ScanCodes => "Scan codes",
        StartWord::Practice => "Practice",
        StartWord::Settings => "Settings",
        StartWord::RedealWarning => "Players have already seen their cards. Back deals the roles again: everyone will have to look at a new card.",
        StartWord::RedealYes => "Deal again",
        StartWord::RedealStay => "Stay",
        StartWord::RoleDuty(Role::Civilian) => "By day, find the mafia and vote them out.",
        StartWord::RoleDuty(Role::Sheriff) => "Each night, check one player: red or black.",
        StartWord::RoleDuty(Role::Doctor) => "Each night, heal one player; not the same one two nights running.",
        StartWord::RoleDuty(Role::Silencer) => "You are red: each night, pick a player who is silent the next day.",
        StartWord::RoleDuty(Role::Mafia) => "You are black: at night, shoot with your partners; by day, hide among the town.",
        StartWord::RoleDuty(Role::Don) => "Head of the mafia: shoot with them and look for the Sheriff at night.",
        StartWord::ScreenOpen => "Players' screen",
        StartWord::TournamentTable => "Tournament table",
    }
}

pub(super) fn msg(msg: Msg) -> &'static str {
    match msg {
        Msg::StartScreen(word) => start(word),
        Msg::Evening(word) => evening(word),
        Msg::Tour(word) => tour_word(word),
        Msg::Table(word) => table(word),
        Msg::SaveBroken => "The saved game cannot be opened",
        Msg::SaveKept => "Its text is kept: download or copy it. You can start a new game; the text stays here.",
        Msg::WhyMalformed => "The text is damaged or cut short.",
        Msg::FinishedNotSaved => "The finished game was not saved: the phone's storage is full. Download its file now — after a reload it will be gone.",
        Msg::WhyUnknownField => "The file has a field this format does not have.",
        Msg::WhyNotASave => "This is not a Mafia Host save.",
        Msg::WhyBadVersion => "The file's version number is missing or not a whole number.",
        Msg::WhyNewer => "It was saved by a newer version of the app.",
        Msg::WhySetup => "The set-up in it breaks the rules.",
        Msg::WhyRefused => "An entry in it no longer fits the rules.",
        Msg::Download => "Download",
        Msg::Copy => "Copy",
        Msg::Copied => "Copied",
        Msg::CopyFailed => "The browser would not copy — download the file",
        Msg::CopiedBroken => "Copied, but the clipboard turned the broken character into «�»; the file keeps it exactly",
        Msg::Delete => "Delete",
        Msg::SaveFailed => "The game is not being saved: the browser's storage is off or full. Play goes on, but closing the page will lose it.",
        Msg::Dismiss => "OK",
        Msg::UpdateReady => "A new version of the app is available.",
        Msg::Reload => "Reload",
        Msg::Later => "Later",
        Msg::OtherTab => "This game was continued in another tab. This tab no longer saves it or takes taps — play there, or take the game over here.",
        Msg::TakeOver => "Play in this tab",
        Msg::OtherTabNewGame => "Another tab started a different game. This game is no longer saved here and takes no taps — download its log to keep it, or open the other tab's game here.",
        Msg::HistoryTitle => "Finished games",
        Msg::HistoryEmpty => "No finished games yet.",
        Msg::SaveStuck => "The app's storage on this phone is full: this text takes the save's place, and while it is here no game is saved. Download or copy it, then tap Delete — games will be saved again.",
        Msg::AbandonTitle => "Start a new game?",
        Msg::AbandonBody => "The unfinished game is not lost: it goes into the history as abandoned.",
        Msg::AbandonFinished => "The finished game is not in the history, and a new game takes its place in the save. Download its file first (the button above).",
        Msg::UnfinishedGame => "Unfinished game",
        Msg::NotInHistory => "The finished game did not go into the history (it is damaged, or storage is full). It stays in the save until a new game: download its file.",
        Msg::HistoryBroken => "The history of games is damaged and does not read",
        Msg::RosterBroken => "The list of players is damaged and does not read",
        Msg::StoreKept => "The text is kept as it is and never written over: download or copy it. Until it is deleted nothing is written here; a finished game stays in the save.",
        Msg::HistoryDropped => "History keeps 50 games: the oldest was removed.",
        Msg::ReplaceTitle => "Replace the unfinished game?",
        Msg::ReplaceBody => "This phone holds an unfinished game. The game received ({n}) takes its place, and the saved one is lost.",
        Msg::Replace => "Replace",
        Msg::Cancel => "Cancel",
        Msg::ImportFailed => "The file cannot be opened",
        Msg::Why => "Why? The rule's text",
        Msg::WhyLoading => "Loading the rule's text…",
        Msg::WhyFailed => "The rule's text did not load: the app is not yet stored for offline use. Open it once online, or try again.",
        Msg::WhyNoText => "The rules file has no text for this rule.",
        Msg::Retry => "Try again",
        Msg::Close => "Close",
        Msg::PracticeIntro => "Hard cases on a real game: open a case, read what to do, and play it out. Practice is never saved nor kept in the history; your saved game stays as it is.",
        Msg::PracticeBanner => "Practice — not saved",
        Msg::PracticeFailed => "This case did not open: the game's rules no longer allow it.",
        Msg::Players => "Players and statistics",
        Msg::PlayersTitle => "Players",
        Msg::PlayersEmpty => "No one yet: names from games land here by themselves.",
        Msg::PlayersHint => "Statistics come from the finished games in the history; by role: wins/games.",
        Msg::Rename => "Rename",
        Msg::RenameEmpty => "A name cannot be empty.",
        Msg::Merged => "The names are merged: one player now.",
        Msg::StatGames => "games",
        Msg::StatWins => "wins",
        Msg::StatBestMoves => "best moves",
        Msg::StatFouls => "fouls",
        Msg::SettingsTitle => "Settings",
        Msg::ScoringTitle => "Points (Sport)",
        Msg::ScoringHint => "Points as your club counts them; decimals with a point or a comma, up to ±10.",
        Msg::ScoreWin => "Team win, each player",
        Msg::ScoreBestThree => "Best move: 3 blacks",
        Msg::ScoreBestTwo => "Best move: 2 blacks",
        Msg::ScoreFourFouls => "Removed by four fouls",
        Msg::ScoreDisqualified => "Disqualified",
        Msg::Save => "Save",
        Msg::Saved => "Saved.",
        Msg::NotSaved => "The browser would not save it.",
        Msg::ResetDefaults => "Back to the rules' numbers",
        Msg::FixErrors => "Fix the marked numbers: nothing was saved.",
        Msg::PointsEmpty => "Enter a number, such as 0.5.",
        Msg::PointsNotANumber => "Not a number: such as 1, 0.4 or −0.5.",
        Msg::PointsTooPrecise => "At most two decimals.",
        Msg::PointsTooLarge => "Between −10 and 10.",
        Msg::Protocol => "Protocol",
        Msg::ProtocolTitle => "Game protocol",
        Msg::Print => "Print / PDF",
        Msg::Onward => "Next",
        Msg::ThankYou => "Thank you",
        Msg::EarlyAccepted => "The 2 seconds are not over yet: hands may still be going up. Press “Accepted” again to record the votes.",
        Msg::Silenced => "silenced",
        Msg::CodeForeign => "That is not a Mafia Host hand-off code.",
        Msg::CodeOtherGame => "That code is from another game; scan one game's codes.",
        Msg::CodesDamaged => "The codes do not make a game; scan them again.",
        // Reading codes (issue 24)
        Msg::PickCodePhoto => "Pick a photo of the code",
        Msg::PhotoReading => "Reading the photo…",
        Msg::NoCodeInPhoto => "No QR code found in this photo. Take it closer and straighter.",
        Msg::NotAPicture => "This file does not open as a picture.",
        Msg::NoCameraHere => "No camera on this device: pick a photo of the code.",
        Msg::NoCameraResults => "No camera on this device: pick a photo of each code, or open the results file.",
        Msg::NoCameraScan => "No camera on this device: pick a photo of the code, or import a game file.",
        Msg::CameraRefused => "The camera is not allowed: pick a photo of the code.",
        Msg::CameraFailed => "The camera did not open: pick a photo of the code.",
        Msg::HandOffWarning => "The file and the codes hold every player's role. Keep them from the table; this screen shows no roles.",
        Msg::HandOffFileHint => "On the other phone: “Import a game file” on the start screen.",
        Msg::ScanHintMany => "On the other phone: “Scan codes” on the start screen; any order.",
        Msg::ScanHintOne => "On the other phone: “Scan codes” on the start screen.",
        Msg::Pause => "Pause",
        Msg::Start => "Start",
        Msg::EditHowDelete => "The entry leaves the log; the rest is replayed.",
        Msg::EditHowCount => "Mark the right seats at the table, or the hand count.",
        Msg::EditHowBestMove => "Mark up to three seats at the table.",
        Msg::EditHowSeat => "Tap the right seat at the table.",
        Msg::MissLower => "miss",
        Msg::EditSame => "That is what was entered — no change.",
        Msg::Apply => "Apply",
        Msg::Unfinished => "unfinished",
        Msg::WinnerShort(w) => match w {
            Winner::Red => "red wins",
            Winner::Black => "black wins",
            Winner::Draw => "a draw",
        },
        Msg::Remedy(r) => match r {
            Remedy::Annul => "annul",
            Remedy::Replay => "replay",
            Remedy::RedWins => "red wins",
            Remedy::BlackWins => "black wins",
        },
        Msg::ProtestHelp => "Who protests, what they ask, and who votes for it (the whole team plus one opponent; R-WIN-3).",
        Msg::NoPoints => "The game was annulled or is to be replayed (R-WIN-3): no points.",
        Msg::ProtocolCopied => "The protocol is copied",
        Msg::CopyRefused => "The browser would not copy",
        Msg::UndoHead => "↶ Undo",
        Msg::HoldForAnswer => "Hold to see the check's answer",
        Msg::AcceptedBestMove => "Accepted",
        Msg::NoShotThisOne => "No shot / between numbers",
        Msg::FoulModeHint => "Tap the player who gets the foul.",
        Msg::Reason(r) => match r {
            RemovalReason::Oath => "Oath, bet",
            RemovalReason::Insult => "Profanity, insult",
            RemovalReason::Peeking => "Peeking",
            RemovalReason::Signalling => "Signals at night",
            RemovalReason::RefusedHands => "Hands not shown",
            RemovalReason::EarlyProtest => "Protest",
            RemovalReason::Other => "Other",
        },
        Msg::RemoveModeHint => "Choose the reason, then tap the player to remove (undo is available).",
        Msg::HandCount => "hand count",
        Msg::NoVoice => "This browser has no English voice: read from the screen; everything else works the same.",
        Msg::FoulMode => "Foul",
        Msg::RemoveMode => "Remove",
        Msg::CallNumbers => "Count aloud",
        Msg::VoteWindow => "2 s → “Thank you”",
        Msg::Miss => "Miss",
        Msg::HandOffHeading => "Hand the game to another phone",
        Msg::DownloadGame => "Download the game file",
        Msg::SendFile => "Send the file…",
        Msg::PrevArrow => "← Previous",
        Msg::NextArrow => "Next →",
        Msg::HideCodes => "Hide the codes",
        Msg::BackToGame => "Back to the game",
        Msg::HoldLabel => "hold",
        Msg::Menu => "Menu",
        Msg::GameLog => "Game log",
        Msg::Hide => "Hide",
        Msg::LogTitle => "Log: fix or delete an entry",
        Msg::Fix => "Fix",
        Msg::EachBlackShot => "Shots one by one",
        Msg::WithdrawNomination => "Withdraw nomination",
        Msg::HandLiftHelp(HandLift::Removal) => {
            "Tap the player who took the hand off before “Thank you”: removed (000 r.9). After “Thank you” the hand may come off — the vote counts."
        }
        Msg::HandLiftHelp(HandLift::Warning) => {
            "Tap the player who took the hand off before “Accepted”: a foul, the vote counts (002)."
        }
        Msg::HandLiftEarly(HandLift::Removal) => "Hand off early",
        Msg::HandLiftEarly(HandLift::Warning) => "Hand off early",
        Msg::Roles => "Roles",
        Msg::UndoToLastStep => "a step back",
        Msg::TimerAuto => "Timers start on their own",
        Msg::VoteWindowAuto => "2 s start after the question",
        Msg::ExitTile(Exit::VotedOut) => "voted out",
        Msg::ExitTile(Exit::Killed) => "killed",
        Msg::ExitTile(Exit::Removed) => "removed",
        Msg::SheetMore => "More",
        Msg::SheetRulings => "Rulings",
        Msg::MoreTools => "More: voice, night sound, note, hand off",
        Msg::Voice => "Voice",
        Msg::NightSoundHelp => "Sea noise all night: no one hears movement at the table",
        Msg::NightSound => "Night sound",
        Msg::HandOffHelp => "Hand the game to another phone (file, QR codes)",
        Msg::HandOff => "Hand off",
        Msg::Note => "Note",
        Msg::NoteHelp => "Your note on a seat: for you only, never shown to the table",
        Msg::NotePickSeat => "Tap the seat the note is about.",
        Msg::NotePlaceholder => "E.g. “claimed Sheriff on day 2”",
        Msg::NoteSave => "Save",
        Msg::NoteClear => "Clear",
        Msg::HostNotes => "Host's notes",
        Msg::PrintableProtocol => "Printable protocol",
        Msg::NewGameSamePlayers => "New game, same players",
        Msg::DownloadLog => "Download the log",
        Msg::ShareLog => "Share",
        Msg::CopyProtocol => "Copy the protocol",
        Msg::ProtestTitle => "Protest",
        Msg::RecordProtest => "Record the protest",
        Msg::PointsTitle => "Points",
        Msg::TimerSound => "Timer sound",
        Msg::ReceiveGame => "Receive a game",
        // Pairing (issue 24)
        Msg::ScreenOpenHelp => "Show the game to the table on a second device",
        Msg::ScreenIdle => "No players' screen connected",
        Msg::ScreenWaiting => "Waiting for the players' screen…",
        Msg::ScreenOn => "Players' screen connected",
        Msg::ScreenLost => "Players' screen disconnected",
        Msg::ScreenOfferHint => "On the second device, open the app, tap “Players' screen” and point its camera at this code. Then scan the code that appears there.",
        Msg::ScreenScanScreen => "Scan the screen's code",
        Msg::ScreenScanScreenHint => "Point the camera at the code on the players' screen.",
        Msg::ScreenShowOffer => "Show my code",
        Msg::ScreenPairAgain => "Pair again",
        Msg::ScreenMaking => "Making the code…",
        Msg::ScreenOnHint => "The screen shows the table what everyone may see: no roles and nothing of the night.",
        Msg::PairForeign => "This is not a players' screen code.",
        Msg::PairVersion => "This code is from another version of the app. Update the app on both devices.",
        Msg::PairDamaged => "The code did not read whole. Scan it again.",
        Msg::PairSdp => "This browser cannot connect a players' screen.",
        Msg::PairUnavailable => "This browser has no WebRTC: a players' screen cannot connect to it.",
        Msg::BackupTitle => "Backup",
        Msg::BackupHint => "One file with everything the app keeps: the game in progress, the history, the evenings, the roster, the settings.",
        Msg::BackupSave => "Save a backup",
        Msg::BackupRestore => "Restore a backup",
        Msg::BackupNever => "No backup has been saved yet.",
        Msg::BackupLast => "Last backup:",
        Msg::BackupNotSaved => "The browser did not save the file.",
        Msg::BackupAdds => "It adds:",
        Msg::BackupNothing => "Nothing new: everything in the backup is here already.",
        Msg::BackupReplaces => "It replaces only what is ticked:",
        Msg::BackupApply => "Restore",
        Msg::BackupDone => "Restored.",
        Msg::BackupWriteFailed => "The browser did not take it all: part of the backup was not restored. Nothing that was here is lost.",
        Msg::BackupDamaged => "This is not the app's backup, or the file is damaged: nothing was changed.",
        Msg::BackupNewer => "The backup is from a newer version of the app: update the app. Nothing was changed.",
        Msg::BackupUnreadable => "The file cannot be read as text: nothing was changed.",
        Msg::ScreenUnavailableHint => "The game on this phone runs as usual. For a players' screen, open the app in a browser with WebRTC: Chrome, Firefox or Safari.",
        Msg::LeaveGameAsk => "Leave the game for the menu?",
        Msg::LeaveGameHint => "The game is kept: Continue brings it back at this very step.",
        Msg::LeaveOverHint => "The game is over and kept in the history. Once you leave, its last entry cannot be undone.",
        Msg::LeaveGameYes => "To the menu",
        Msg::StayInGame => "Stay in the game",
        Msg::ScreenLeaveAsk => "Disconnect this screen from the host's phone?",
        Msg::ScreenLeaveYes => "Disconnect",
        Msg::ScreenStay => "Stay",
        Msg::StorageTitle => "Keeping the data",
        Msg::StoragePersisted => "The browser keeps the games, the history, the evenings and the roster for good: it will not delete them by itself.",
        Msg::StorageBestEffort => "The browser may delete the app's data when space runs low (Safari after seven days without a visit, unless the app is on the home screen). Make a backup.",
        Msg::StorageUnknown => "The browser does not say whether it will keep the data. Make a backup.",
        Msg::BrowserTitle => "This browser",
        Msg::BrowserHasAll => "Everything the app uses is here.",
        Msg::LacksVibration => "The phone does not vibrate at the timer: this browser has no vibration. The timer's sounds work.",
        Msg::LacksWakeLock => "The screen may go dark during a game: this browser cannot keep it on. Set a longer screen timeout in the phone's settings.",
        Msg::LacksVoice => "No voice: this browser cannot read aloud. The host's words are on the screen.",
        Msg::LacksSound => "The timer is silent: this browser has no Web Audio. Watch the time on the screen.",
        Msg::PairRefused => "The browser refused the connection. Try again.",
        Msg::PairHostCode => "This is a host's code: the players' screen scans it.",
        Msg::PairScreenCode => "This is a players' screen code: the host's phone scans it.",
        Msg::PairNoOffer => "This answers an older code. Let the screen scan the code on this phone now.",
        Msg::PairHostChanged => "The screen remembers this phone from before a reload. Pair again: let the screen scan this code.",
        Msg::ScreenScanHost => "Scan the host's code",
        Msg::ScreenScanHostHint => "On the host's phone: “⋯” → “Players' screen”. Point the camera at its code.",
        Msg::ScreenAnswerHint => "Now the host scans this code: “Scan the screen's code”.",
        Msg::ScreenRepairHint => "To reconnect, the host scans this code: “⋯” → “Players' screen” → “Scan the screen's code”.",
        Msg::ScreenLinked => "Connected to the host's phone",
        Msg::ScreenUnlinked => "The link to the host's phone is lost",
    }
}

/// The host's line in the deal: masks on, each player in turn takes a card, takes the mask
/// off, sees the role, puts the mask back on and bows the head.
fn deal_line(line: DealLine) -> String {
    use super::keys::DealHow;
    use DealLine::*;
    match line {
        Turn {
            seat,
            first,
            how,
            quiet,
        } => {
            let rule = match quiet {
                Some(q) if first => format!("{} ", quiet_rule(q)),
                _ => String::new(),
            };
            let before = if first {
                "Night falls. Everyone, masks on. "
            } else {
                "Mask back on. "
            };
            let turn = match how {
                DealHow::Phone => format!(
                    "Player {seat}, take your mask off, pick a card on the phone and look at it."
                ),
                DealHow::Deck => {
                    format!("Player {seat}, pick a card, take your mask off and look at your card.")
                }
                DealHow::FaceDown => format!(
                    "Player {seat}, pick a card, take your mask off and look at your card. Hand it back face down."
                ),
            };
            format!("{rule}{before}{turn}")
        }
        Done => "Mask back on. Everyone, heads down.".into(),
    }
}

/// R-WIN-2a said before play: "Before we start: if three days and three nights in a row
/// pass with nobody leaving the game, the game is a draw."
fn quiet_rule(q: super::say::QuietRule) -> String {
    const WORDS: [&str; 10] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    let n = usize::from(q.rounds);
    let count = WORDS
        .get(n.wrapping_sub(1))
        .map_or_else(|| n.to_string(), |w| (*w).to_string());
    let span = format!(
        "{count} {} and {count} {}",
        plural_en(n, "day", "days"),
        plural_en(n, "night", "nights")
    );
    let result = match (q.winner, q.colours) {
        (Winner::Draw, _) => "the game is a draw",
        (Winner::Red, true) => "the red team wins",
        (Winner::Red, false) => "the town wins",
        (Winner::Black, true) => "the black team wins",
        (Winner::Black, false) => "the mafia wins",
    };
    format!("Before we start: if {span} in a row pass with nobody leaving the game, {result}.")
}

pub(super) fn evening(word: EveningWord) -> &'static str {
    match word {
        EveningWord::Title => start(StartWord::Evening),
        EveningWord::StartLine => "Several games with the same people: standings after each game, seating, the evening's sheet.",
        EveningWord::Preset => "The evening's rules",
        EveningWord::Players => "The evening's players",
        EveningWord::AddPlayer => "Add",
        EveningWord::NamePlaceholder => "Player's name",
        EveningWord::FromRoster => "From the players list",
        EveningWord::Begin => "Begin the evening",
        EveningWord::Standings => "Standings",
        EveningWord::NoGamesYet => "No games yet.",
        EveningWord::Games => "The evening's games",
        EveningWord::NextGame => "Next game",
        EveningWord::NextLine => "Tap a name to let that player sit the game out.",
        EveningWord::Rests => "sits out",
        EveningWord::Draw => "Draw the seats",
        EveningWord::Redraw => "Draw again",
        EveningWord::SeatsTitle => "Seats for the next game",
        EveningWord::Deal => "Deal the cards",
        EveningWord::GameOn => "An evening game is on",
        EveningWord::Sheet => "The evening's sheet",
        EveningWord::Print => "Print",
        EveningWord::CopyText => "Copy as text",
        EveningWord::Csv => "CSV table",
        EveningWord::File => "Evening file",
        EveningWord::Rating => "Games for the rating site",
        EveningWord::End => "End the evening",
        EveningWord::EndTitle => "End the evening?",
        EveningWord::EndBody => "It moves to past evenings: its standings, sheet and file stay here.",
        EveningWord::Past => "Past evenings",
        EveningWord::OpenFile => "Open an evening file",
        EveningWord::Damaged => "The evening does not open",
        EveningWord::DamagedKept => "Its text is kept exactly as it was. Download or copy it; a new evening can begin once this text is deleted.",
        EveningWord::ImportedToPast => "Another evening is on: the opened one was added to past evenings.",
        EveningWord::ToEvening => "To the evening's standings",
        EveningWord::FromGame => "Begin an evening with this game",
        EveningWord::CountPoints => "Count points (win, best move, fouls, Ci)",
        EveningWord::CiCap => "Killed-first compensation, cap",
        EveningWord::CiShare => "Share of games",
        EveningWord::CiHelp => "A red player killed first in a game red lost gets for it: times killed first × the cap ÷ (their games × the share, rounded), at most the cap. 0 switches it off.",
        EveningWord::RefusedEmpty => "Type a name.",
        EveningWord::RefusedTaken => "This player is already in the evening.",
        EveningWord::RefusedFull => "The evening already has 60 players.",
        EveningWord::NotSaved => "Not saved: the browser's storage is full. Download the evening's file and free some space.",
        EveningWord::Annulled => "annulled",
        EveningWord::ColRank => "#",
        EveningWord::ColName => "Player",
        EveningWord::ColGames => "G",
        EveningWord::ColWins => "W",
        EveningWord::ColRedBlack => "R/B",
        EveningWord::ColSheriffDon => "S/D",
        EveningWord::ColCi => "Ci",
        EveningWord::ColPoints => "Pts",
        EveningWord::ColSurvived => "Surv.",
        EveningWord::CsvRank => "Rank",
        EveningWord::CsvName => "Player",
        EveningWord::CsvGames => "Games",
        EveningWord::CsvWins => "Wins",
        EveningWord::CsvWinsRed => "Wins as red",
        EveningWord::CsvWinsBlack => "Wins as black",
        EveningWord::CsvWinsSheriff => "Wins as Sheriff",
        EveningWord::CsvWinsDon => "Wins as Don",
        EveningWord::CsvFirstKilled => "Killed first",
        EveningWord::CsvSurvived => "Survived",
        EveningWord::CsvWinPoints => "Win points",
        EveningWord::CsvBestMove => "Best move",
        EveningWord::CsvPenalty => "Penalties",
        EveningWord::CsvExtra => "Extra points",
        EveningWord::CsvCi => "Compensation",
        EveningWord::CsvTotal => "Total",
        EveningWord::GridTitle => "Game by game",
        EveningWord::Legend => "Key",
        EveningWord::TieBreaks => "Places at equal points",
        EveningWord::SatOut => "sat out",
        EveningWord::MarkFirstKilled => "FK",
        EveningWord::MarkBestMove => "BM",
        EveningWord::MarkPenalty => "pen",
        EveningWord::MarkExtra => "ext",
        EveningWord::MarkCi => "comp",
        EveningWord::MarkWon => "win",
        EveningWord::MarkSurvived => "alive",
        EveningWord::LegRank => "rank",
        EveningWord::LegGames => "games played",
        EveningWord::LegWins => "wins",
        EveningWord::LegRedBlack => "wins for red / for black",
        EveningWord::LegSheriffDon => "wins as Sheriff / as Don",
        EveningWord::LegCi => "first-killed compensation",
        EveningWord::LegPoints => "points in all",
        EveningWord::LegSurvived => "games survived to the end",
        EveningWord::LegGameNo => "the game's number; in a cell: the seat, the role, the game's points",
        EveningWord::LegSatOut => "sat this game out",
        EveningWord::LegFirstKilled => "first killed: shot on the first night with a shot",
        EveningWord::LegBestMove => "best move",
        EveningWord::LegPenalty => "penalty: removed (four fouls or by the host)",
        EveningWord::LegExtra => "the host's extra points",
        EveningWord::LegCiPart => "first-killed compensation for this game",
        EveningWord::LegWon => "the player's team won",
        EveningWord::LegSurvivedMark => "at the table to the game's end",
        EveningWord::LegTieMark => "a tie-break decided the place — which one is below",
        EveningWord::LegWonBold => "A bold number: the player's team won.",
        EveningWord::SheetNarrow => "On a phone, the main columns; all of them in print and in the CSV.",
        EveningWord::GameSeat => "seat",
        EveningWord::GameRole => "role",
        EveningWord::GameWin => "win",
        EveningWord::GameBestMove => "best move",
        EveningWord::GamePenalty => "penalty",
        EveningWord::GameExtra => "extra",
        EveningWord::GameCi => "compensation",
        EveningWord::GameTotal => "points",
        EveningWord::GameWon => "won (1/0)",
        EveningWord::GameSurvived => "survived (1/0)",
        EveningWord::OpenPast => "Open",
        EveningWord::PastTitle => "Past evening",
        EveningWord::PastReadOnly => "This evening has ended: it can be read, printed and downloaded, not changed.",
    }
}

/// The players' screen (issue 24): what the table reads, large, from across the table.
pub(super) fn board(word: BoardWord<'_>) -> String {
    match word {
        BoardWord::Phase(p) => match p {
            Phase::Night { night } => format!("Night {night}"),
            Phase::Morning { day } => format!("Day {day} · Good morning"),
            Phase::LastWord { day, .. } => format!("Day {day} · Last words"),
            Phase::Speech { day } => format!("Day {day} · Speeches"),
            Phase::Discussion { day } => format!("Day {day} · Discussion"),
            Phase::Vote { day, revote: false } => format!("Day {day} · The vote"),
            Phase::Vote { day, revote: true } => format!("Day {day} · The revote"),
            Phase::TieSpeech { day } => format!("Day {day} · Speeches after a tie"),
            Phase::AllLeave { day } => format!("Day {day} · Do all of them leave?"),
            Phase::GameOver => "Game over".into(),
        },
        BoardWord::NightLine => "The town is asleep".into(),
        BoardWord::Speaker(seat) => format!("Player {seat} speaks"),
        BoardWord::Timer(kind) => match kind {
            TimerKind::Agreement => "The agreement",
            TimerKind::Speech => "Speech",
            TimerKind::ShortSpeech => "Speech (shortened)",
            TimerKind::Discussion => "Discussion",
            TimerKind::TieSpeech => "Speech after a tie",
            TimerKind::LastWord => "Last words",
            TimerKind::Check => "Check",
            TimerKind::BestMove => "Best move",
            TimerKind::VoteWindow => "The vote",
        }
        .into(),
        BoardWord::Ballot => "Nominated".into(),
        BoardWord::NominatedBy(seat) => format!("by {seat}"),
        BoardWord::VotingOn(seat) => format!("Voting on player {seat}"),
        BoardWord::Count { revote: false } => "Votes".into(),
        BoardWord::Count { revote: true } => "Votes in the revote".into(),
        BoardWord::Hands(n) => {
            let n = usize::from(n);
            format!("{n} {}", plural_en(n, "vote", "votes"))
        }
        BoardWord::NotVoting(seats) => format!("Not voting: {}", list(seats.iter().copied())),
        BoardWord::Tie(seats) => format!("Tied: {}", list(seats.iter().copied())),
        BoardWord::AllLeave(a) => format!(
            "For all of them leaving: {} of {} — {}",
            a.votes_for,
            a.voters,
            if a.passed { "they leave" } else { "they stay" }
        ),
        BoardWord::NoExit(why) => no_vote(why).into(),
        BoardWord::Killed(seat) => format!("Player {seat} was killed in the night"),
        BoardWord::NobodyKilled => "Nobody was killed in the night".into(),
        BoardWord::KillFoiled => "The Doctor saved a player in the night".into(),
        BoardWord::Silenced(seat) => format!("Player {seat} is silenced today"),
        BoardWord::BestMove(b) => {
            format!(
                "Best move of player {}: {}",
                b.by,
                list(b.seats.iter().copied())
            )
        }
        BoardWord::Out(how) => match how {
            OutHow::Killed => "killed",
            OutHow::VotedOut => "voted out",
            OutHow::FourFouls => "removed: 4 fouls",
            OutHow::Removed => "removed",
        }
        .into(),
        BoardWord::When(at) => moment(at),
        BoardWord::Fouls(n) => {
            let n = usize::from(n);
            format!("{n} {}", plural_en(n, "foul", "fouls"))
        }
        BoardWord::Waiting => {
            "Linked to the host. The game shows here once the host starts it.".into()
        }
        BoardWord::Lost => "No link to the host".into(),
        BoardWord::ThankYou => "Thank you".into(),
        BoardWord::Winner(w, colours) => winner_text(w, colours).into(),
    }
}

pub(super) fn start_text(text: StartText<'_>) -> String {
    match text {
        StartText::Players(n) => format!("{n} {}", plural_en(n, "player", "players")),
        StartText::StepOf(k, total) => format!("Step {k} of {total}"),
        StartText::Seat(s) => format!("Seat {s}"),
        StartText::NameOf(s) => format!("Player {s}"),
        StartText::Blacks { blacks, min, max } => {
            format!("Blacks: {blacks} — allowed {min} to {max} (10–\u{2060}40\u{a0}%)")
        }
        StartText::Seconds(s) => format!("{s} s"),
        StartText::Rounds(0) => "off".to_string(),
        StartText::Rounds(n) => n.to_string(),
        StartText::PassTo(s) => format!("Pass the phone to player {s}"),
        StartText::Deal(line) => deal_line(line),
        StartText::IAmSeat(s) => format!("I'm player {s}"),
        StartText::WhichCard(s) => format!("Seat {s}: which card?"),
        StartText::Left(n) => format!("{n} {}", plural_en(n as usize, "card", "cards")),
        StartText::Error(e) => match e {
            SetupError::PlayerCount { preset, players, min, max } if min == max => format!(
                "A {} table has exactly {min} players, not {players}",
                start(StartWord::PresetName(*preset))
            ),
            SetupError::PlayerCount { preset, players, min, max } => format!(
                "A {} table has {min} to {max} players, not {players}",
                start(StartWord::PresetName(*preset))
            ),
            SetupError::Composition { preset, .. } => {
                let need = match preset {
                    Preset::Sport | Preset::Club => "6 civilians, a Sheriff, 2 mafia and a Don",
                    Preset::Home => "one Sheriff and one Don, the rest civilians and mafia",
                    Preset::Party => "one Doctor, one Silencer, civilians and at least one mafia",
                };
                format!("A {} table needs {need}", start(StartWord::PresetName(*preset)))
            }
            SetupError::BlackShare { players, blacks, min, max } => format!(
                "With {players} players the blacks must number {min} to {max} (10–\u{2060}40\u{a0}%), not {blacks}"
            ),
            SetupError::Seats { fault } => capitalized(&fault.to_string()),
        },
    }
}

/// The engine's words, as `cargo run --bin replay` prints them.
pub(super) fn open_error(e: &engine::OpenError) -> String {
    e.to_string()
}

pub(super) fn evening_error(e: &engine::evening::EveningError) -> String {
    e.to_string()
}

/// A setting's name, as Settings shows it.
fn setting_name(s: engine::backup::Setting) -> &'static str {
    use engine::backup::Setting;
    match s {
        Setting::Language => start(StartWord::Language),
        Setting::Muted => msg(Msg::TimerSound),
        Setting::Voice => msg(Msg::Voice),
        Setting::TimerAuto => msg(Msg::TimerAuto),
        Setting::VoteWindowAuto => msg(Msg::VoteWindowAuto),
        Setting::NightSound => msg(Msg::NightSound),
        Setting::Scoring => msg(Msg::ScoringTitle),
        Setting::LastPlayers => "The last game's names",
        Setting::TournamentTable => "The tournament table: ticket and results",
    }
}

pub(super) fn backup_line(line: &BackupLine) -> String {
    let n = |n: usize, one, many| format!("{n} {}", plural_en(n, one, many));
    match line {
        BackupLine::AddGame => "the game in progress".to_string(),
        BackupLine::AddSetup => "a set-up left half-way".to_string(),
        BackupLine::AddEvening => "the evening under way".to_string(),
        BackupLine::AddTournament => "the tournament".to_string(),
        BackupLine::TournamentKept => {
            "the backup's tournament, among the kept texts (another tournament is here)".to_string()
        }
        BackupLine::EveningToPast => {
            "the backup's evening, among the past ones (another is under way here)".to_string()
        }
        BackupLine::AddHistory(k) => format!("to the history: {}", n(*k, "game", "games")),
        BackupLine::AddPastEvenings(k) => {
            format!("past evenings: {}", n(*k, "evening", "evenings"))
        }
        BackupLine::AddPlayers(k) => format!("to the roster: {}", n(*k, "player", "players")),
        BackupLine::AddSettings(k) => format!("settings: {}", n(*k, "setting", "settings")),
        BackupLine::AddKept(k) => format!(
            "texts that do not open, kept as they are: {}",
            n(*k, "text", "texts")
        ),
        BackupLine::Dropped(k) => format!(
            "the history is full: the oldest go — {}",
            n(*k, "game", "games")
        ),
        BackupLine::ReplaceGame => "the game in progress (it goes to the history)".to_string(),
        BackupLine::ReplaceSetup => "the set-up left half-way".to_string(),
        BackupLine::ReplaceEvening => "the evening under way (it becomes a past one)".to_string(),
        BackupLine::ReplaceTournament => {
            "the tournament (the one here stays among the kept texts)".to_string()
        }
        BackupLine::ReplaceHistory(d) => format!("the game of {d} in the history"),
        BackupLine::ReplacePastEvening(d) => format!("the past evening of {d}"),
        BackupLine::ReplacePlayer(name) => format!("the names of the player “{name}”"),
        BackupLine::ReplaceSetting(Ok(s)) => format!("the setting “{}”", setting_name(*s)),
        BackupLine::ReplaceSetting(Err(k)) => format!("the setting {k}"),
        BackupLine::ReplaceStore(k) => {
            format!("the unreadable {k} (kept among the texts that did not open)")
        }
    }
}

/// The game without a host (issue 41).
pub(super) fn hostless(t: HostlessText<'_>) -> String {
    use HostlessText as H;
    let seats = |list: &[(Seat, Seat)]| {
        list.iter()
            .map(|(by, at)| format!("#{by} → #{at}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match t {
        H::PassTo { seat, name: "" } => format!("Pass the phone to player {seat}"),
        H::PassTo { seat, name } => format!("Pass the phone to player {seat}, {name}"),
        H::PassHint(seat) => format!(
            "Everyone else: masks on, heads down. Player {seat} takes their mask off, holds the screen towards themselves and taps the button below. After the turn: mask back on, lay the phone face down and tap the next player’s shoulder."
        ),
        H::ItsMe(seat) => format!("I'm player {seat}"),
        H::Night(0) => "First night: the introductions".to_string(),
        H::Night(n) => format!("Night {n}"),
        H::YouAre(role) => format!("Your role: {}", role_full(role)),
        H::YouLeft => "You have left the game. Take your turn like everyone: tap the seats shown.".to_string(),
        H::TapShown(seat) => format!("Tap seat {seat}"),
        H::Shoot => "Your shot: tap a seat. It is a kill only if every mafia player shoots the same player.".to_string(),
        H::DonCheck => "The Don’s check: tap a seat. Is this player the Sheriff?".to_string(),
        H::SheriffCheck => "The Sheriff’s check: tap a seat — red or black?".to_string(),
        H::Heal => "Doctor: tap the seat of the player you heal tonight.".to_string(),
        H::Silence => "Tap the seat of the player who is silent the next day.".to_string(),
        H::Agreement => "The agreement: remember your partners.".to_string(),
        H::Blacks(list) => {
            let names: Vec<String> = list
                .iter()
                .map(|&(seat, role)| match role {
                    Role::Don => format!("#{seat} (Don)"),
                    _ => format!("#{seat}"),
                })
                .collect();
            format!("The mafia: {}", names.join(", "))
        }
        H::ShotsBefore([]) => "You are the first of the mafia to shoot.".to_string(),
        H::ShotsBefore(list) => format!("Shots so far: {}", seats(list)),
        H::ShotsAt { at: [], more } => format!("Shots so far: {more}"),
        H::ShotsAt { at, more } => {
            let list = at
                .iter()
                .map(|(seat, n)| format!("{n} at #{seat}"))
                .collect::<Vec<_>>()
                .join(", ");
            match more {
                0 => format!("Shots so far: {list}"),
                n => format!("Shots so far: {list} and {n} more"),
            }
        }
        H::MustAgree => "A kill only if the whole mafia shot the same seat; otherwise a miss.".to_string(),
        H::Wait(n) => format!("The turn closes by itself in {n} s"),
        H::Done => "Done".to_string(),
        H::NotAtTable(seat) => format!("There is no seat {seat} at this table"),
        H::Out(seat) => format!("Player {seat} has left the game: choose a player still in it"),
        H::HealRepeat(seat) => format!("You healed player {seat} last night: not two nights in a row"),
        H::TapsDone => "Both taps are made: tap “Done”".to_string(),
        H::TapsLeft(n) => format!("Taps left: {n}"),
        H::WhoSpeaker(seat) => format!("Player {seat} speaks: to nominate, they tap the seat themselves"),
        H::WhoNominator => "The nominator taps their own seat, then the candidate’s".to_string(),
        H::WhoCounter => "One player marks who voted, the whole table watching".to_string(),
        H::WhoNamed(seat) => format!("Player {seat} taps three seats"),
        H::WhoAnyone => "Anyone at the table taps the button".to_string(),
        H::FoulAnyone => "Any player may mark a foul".to_string(),
        H::Nightfall => "Night falls. Everyone, masks on.".to_string(),
        H::Hidden(n) => format!("{n} s left in this turn. When “Pass the phone…” appears, lay the phone face down and tap the next player’s shoulder."),
        H::PlanTap(n) => format!("The plan: tap the seat of the player the mafia shoots on night {n}."),
        H::PlanAsk => "You are the Don: set the order of shots for nights 2 and 3.".to_string(),
        H::PlanByDon => "The Don sets the order of shots for nights 2 and 3.".to_string(),
        H::Plan([]) => "The Don set no order of shots: all shoot the same player.".to_string(),
        H::Plan(list) => {
            let nights: Vec<String> = list
                .iter()
                .zip(2..)
                .map(|(seat, n)| format!("player {seat} on night {n}"))
                .collect();
            format!("The Don’s plan: {}.", nights.join(", "))
        }
        H::PlanBlack(seat) => format!("Player {seat} is mafia: choose another seat"),
        H::Unknown => "You do not know the other players’ roles.".to_string(),
        H::Quiet => "Nobody but you sees this screen.".to_string(),
        H::SameTime(n) => format!("Every turn lasts {n} s and closes by itself."),
        H::AnswerHere => "Your check’s answer will appear here.".to_string(),
        H::NoCheck => "You have no check.".to_string(),
        H::TurnMade => "Your turn is complete: “Done” hides the screen.".to_string(),
        H::NoTurn => "The turn is closed".to_string(),
        H::PutRemove { seat, reason: RemovalReason::Other } => format!(
            "It is proposed to remove player {seat}. Who is for? Raise your hands."
        ),
        H::PutRemove { seat, reason } => format!(
            "It is proposed to remove player {seat} {}. Who is for? Raise your hands.",
            removed_said(RemovedFor::Host(reason))
        ),
        H::PutUndo(what) => format!(
            "It is proposed to go back one step and take back “{what}”. Who is for? Raise your hands."
        ),
        H::PutNeeds { need, living } => {
            format!("A majority of the living decides: {need} of {living} needed.")
        }
        H::PutHands { hands, living } => format!("For: {hands} of {living}"),
        H::PutRemoveHint => "Choose the reason, then tap the player. Only the table can remove a player: a majority of the living.".to_string(),
        H::PutWithdraw => "Withdraw the motion".to_string(),
        H::Decided {
            hands,
            living,
            carried: true,
        } => format!("The table's decision: {hands} of {living} for. Carried."),
        H::Decided { hands, living, .. } => format!(
            "The table's decision: {hands} of {living} for. Not carried; everything stays as it was."
        ),
        H::DecisionLine(d) => {
            let what = match d.motion {
                Motion::Remove {
                    seat,
                    reason: RemovalReason::Other,
                } => format!("remove player {seat}"),
                Motion::Remove { seat, reason } => format!(
                    "remove player {seat} {}",
                    removed_said(RemovedFor::Host(reason))
                ),
                Motion::Undo => "go back one step".to_string(),
            };
            let when = match d.day {
                0 => "before day 1".to_string(),
                n => format!("day {n}"),
            };
            format!(
                "{when}: {what}: {} of {} for, {}",
                d.hands.len(),
                d.living,
                if d.carried { "carried" } else { "not carried" }
            )
        }
        H::DecisionsHead => "The table's decisions".to_string(),
    }
}

/// The organiser's results and standings (issue 50).
pub(super) fn results(text: ResultsText<'_>) -> String {
    use engine::tournament::{DocError, Merged, ResultError};
    use ResultsText as R;
    let game_n = |g: u32| format!("Game {}", g + 1);
    match text {
        R::Title => "Tables' results".into(),
        R::Hint => "Scan the codes on a table's phone or open its results file. The same results can be taken any number of times: nothing is counted twice.".into(),
        R::Scan => "Scan a table's codes".into(),
        R::OpenFile => "Open a results file".into(),
        R::StopScan => "Close the camera".into(),
        R::Outcome { game, merged } => match merged {
            Merged::Added => format!("{}: taken and counted", game_n(game)),
            Merged::Same => format!("{}: already taken — nothing changed", game_n(game)),
            Merged::Disputed => format!(
                "{}: differs from the result received before — choose which counts",
                game_n(game)
            ),
            Merged::Refused(e) => format!("{}: refused — {}", game_n(game), results(R::Refused(e))),
        },
        R::Refused(e) => match e {
            ResultError::UnknownGame { games, .. } => {
                format!("the tournament has no such game (it has {games})")
            }
            ResultError::Place {
                round,
                table,
                expected_round,
                expected_table,
                ..
            } => format!(
                "the seating has it in round {}, at table {}; it came as round {}, table {}",
                expected_round + 1,
                expected_table + 1,
                round + 1,
                table + 1
            ),
            ResultError::Size { players, .. } => format!(
                "it has {players} {}, not 10",
                plural_en(*players, "player", "players")
            ),
            ResultError::Preset {
                found, expected, ..
            } => format!(
                "it was played by the {} rules; the tournament plays {}",
                start(StartWord::PresetName(*found)),
                start(StartWord::PresetName(*expected))
            ),
            ResultError::Seat {
                seat,
                found,
                expected,
                ..
            } => format!("seat {seat} is “{found}”; the seating has “{expected}” there"),
            ResultError::Open { error, .. } => {
                format!("the game's log does not open: {}", open_error(error))
            }
            ResultError::NotOver { .. } => "the game has not ended".into(),
        },
        R::Unreadable(e) => match e {
            DocError::Malformed { detail } => {
                format!("The file is damaged or cut short — nothing changed ({detail}).")
            }
            DocError::Foreign { .. } => {
                "These are not a table's results from this app — nothing changed.".into()
            }
            DocError::Newer { .. } => "These results were written by a newer version of the app: update the app. Nothing changed.".into(),
            DocError::BadVersion { found } => {
                format!("The results have an unknown version ({found}) — nothing changed.")
            }
        },
        R::FileUnread => "The file does not read as text — nothing changed.".into(),
        R::OtherTournament => {
            "These are another tournament's results — refused, nothing changed.".into()
        }
        R::NoGames => "These results hold no game.".into(),
        R::LastIntake => "Last taken".into(),
        R::Disputes(n) => format!("Disputes: {n}"),
        R::DisputeOf { game, round, table } => format!(
            "{} · round {} · table {}",
            game_n(game),
            round + 1,
            table + 1
        ),
        R::DisputeHint => "Phones sent different results of this game. Until you choose, the game does not count.".into(),
        R::Version(n) => format!("Version {n}"),
        R::SeatCol => "#".into(),
        R::PlayerCol => "Player".into(),
        R::CellsHold => "Each cell: the player's points and when they left; a row where the versions differ is highlighted.".into(),
        R::Annulled => "Game annulled".into(),
        R::Choose(n) => format!("Count version {n}"),
        R::Counts => "Counts".into(),
        R::NotChosen => "That version is no longer among those received — nothing changed.".into(),
        R::Won(w) => match w {
            Winner::Red => "R",
            Winner::Black => "B",
            Winner::Draw => "D",
        }
        .into(),
        R::Chosen { game, version } => format!("{}: version {version} counts", game_n(game)),
        R::Standings => "Tournament standings".into(),
        R::Progress {
            counted,
            games,
            pending,
            disputed,
        } => {
            let mut s = format!("Counted {counted} of {games}");
            if pending > 0 {
                s += &format!(" · waiting for {pending}");
            }
            if disputed > 0 {
                s += &format!(" · disputed {disputed}");
            }
            s
        }
        R::Waiting(n) => format!(
            "No counted game yet: {n} {}",
            plural_en(n, "player", "players")
        ),
        R::RoundsTitle => "Rounds and tables".into(),
        R::Pending => "waiting".into(),
        R::DisputedMark => "disputed".into(),
        R::RoundsLegend => "R — red won, B — black won, D — draw, “waiting” — the table has not sent its result, “disputed” — different results came.".into(),
        R::Print => "Print (A4)".into(),
        R::Cards => "Players' cards".into(),
        R::CardPick => "Player".into(),
        R::CardTitle(name) => format!("{name}: where I sit in each round"),
        R::CardRound { round, place } => match place {
            Some(p) => format!(
                "Round {}: table {}, seat {}",
                round + 1,
                p.table + 1,
                p.seat
            ),
            None => format!("Round {}: resting", round + 1),
        },
        R::CardQr => "The card's QR code".into(),
        R::CardTooLong => "The card does not fit one QR code — print it.".into(),
        R::CardPrint => "Print the card".into(),
        R::NoTournament => "No tournament yet: create or open one first.".into(),
    }
}

pub(super) fn tour_word(w: TourWord) -> &'static str {
    use TourWord::*;
    match w {
        StartLine => "A tournament of several tables: the seating, tickets for the tables, results and standings.",
        SecSeating => "Seating",
        SecHandOut => "Tables",
        SecResults => "Results",
        SecStandings => "Standings",
        SecFinal => "Final",
        SecFile => "File",
        NewTitle => "New tournament",
        Name => "Name",
        NamePlaceholder => "Club cup",
        Players => "Players, one per line",
        PlayersHint => "A team after a slash: “Ann / Club 1”. Players of one team avoid sharing a table where possible.",
        PlayersPlaceholder => "Ann / Club 1\nBoris\nVera / Club 1",
        Tables => "Tables",
        Games => "Games per player",
        Rules => "Rules",
        Seat => "Make the seating",
        Seating => "Seating…",
        TakeNow => "Take it as it is",
        Cancel => "Cancel",
        Round => "Round",
        SitsOut => "Sitting out",
        Scores => "The seating's scores",
        Pairs => "Pairs",
        Numbers => "Seats",
        TablesScore => "Tables",
        Within => "fine",
        Beyond => "past the limit",
        ScoresHelp => "Lower is better, 0 is perfect. The limit is the rating site's.",
        NoClashes => "No two players of one team share a table.",
        SwapHint => "Tap two players of the round to swap their places.",
        SwapCancel => "Do not swap",
        Played => "played",
        HandOutLine => "A table's ticket: its games and the names by seat. The table's phone scans the codes or opens the file.",
        Table => "Table",
        Rounds => "Rounds",
        AllRounds => "All rounds",
        Phone => "Whose phone",
        PhonePlaceholder => "The table judge's phone",
        TicketCodes => "Show the ticket's codes",
        TicketFile => "Ticket file",
        Export => "Save the tournament to a file",
        Import => "Open a tournament file",
        DimTomExport => "The seating in DimTom's format",
        DimTomImport => "Take a DimTom seating",
        DimTomLine => "Give the seating to the rating site, or take a ready one, while there are no results.",
        ReplaceTitle => "Replace the tournament?",
        Replace => "Replace",
        Keep => "Keep",
        Damaged => "The kept tournament does not open. Its text is kept as it is: take the file, then delete it.",
        DeleteDamaged => "Delete this text",
        NotSaved => "Not saved: the browser's storage is full. Save the tournament to a file.",
        End => "End the tournament",
        EndAsk => "Delete the tournament from this phone? Save it to a file first.",
        EndYes => "Delete",
        Imported => "The tournament was opened from the file.",
        Reseated => "The seating was replaced.",
        Pending => "waiting for a result",
        Done => "result in",
        Disputed => "results differ",
        NoStandings => "No results yet.",
        Waiting => "Not played yet",
        FinalRule => "The final's rule",
        FinalTop => "Finalists (the qualifying's best)",
        FinalGames => "Games in the final",
        FinalCarry => "Qualifying points carry over",
        FinalSetRule => "Keep the rule",
        FinalRuleSet => "The final's rule is kept.",
        Finalists => "Finalists",
        FinalTieHint => "Tap those who go through (by lot).",
        FinalBegin => "Begin the final",
        FinalBegun => "The final has begun: its games are at table 1 after the qualifying rounds.",
        FinalGamesTitle => "The final's games",
        FinalStandings => "The final's standings",
        FinalPrint => "Print the final's standings",
    }
}

pub(super) fn tour(t: TourText<'_>) -> String {
    match t {
        TourText::Draft(e) => draft_error(e),
        TourText::Seating(e) => seating_error(e),
        TourText::Tournament(e) => tournament_error(e),
        TourText::Swap(e) => swap_error(e),
        TourText::Ticket(e) => ticket_error(e),
        TourText::RoundNo(n) => format!("Round {n}"),
        TourText::TableNo(n) => format!("Table {n}"),
        TourText::Summary {
            players,
            tables,
            games,
            rounds,
        } => format!(
            "{players} {}, {tables} {}, {games} {} per player, {rounds} {}",
            plural_en(players, "player", "players"),
            plural_en(tables, "table", "tables"),
            plural_en(games, "game", "games"),
            plural_en(rounds, "round", "rounds"),
        ),
        TourText::Counted(n) => format!("{n} {}", plural_en(n, "player", "players")),
        TourText::Progress(p) => format!("Seating… {p} %"),
        TourText::Score { score, bound } => {
            format!("{} (limit {})", decimal(score), decimal(bound))
        }
        TourText::Clash { round, table, a, b } => {
            format!("Round {round}, table {table}: “{a}” and “{b}” are of one team")
        }
        TourText::SwapFrom(name) => format!("“{name}”: now tap whom to swap with"),
        TourText::Swapped(a, b) => format!("“{a}” and “{b}” swapped places"),
        TourText::HandedTo(phone) => format!("Handed to: {phone}"),
        TourText::Final(e) => final_error(e),
        TourText::QualPlace(n) => format!("qualifying place {n}"),
        TourText::FinalGameNo(n) => format!("Final game {n}"),
        TourText::TieChosen { chosen, places } => format!("{chosen} of {places} chosen"),
        TourText::ReplaceAsk { here, file } => format!(
            "This phone keeps the tournament “{here}”. Replace it with “{file}” from the file? The one here stays among the kept texts."
        ),
    }
}

/// A score, two decimal places at most.
fn decimal(x: f64) -> String {
    let s = format!("{:.2}", x);
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn draft_error(e: &engine::tournament::DraftError) -> String {
    use engine::tournament::DraftError;
    match e {
        DraftError::NoName => "Give the tournament a name.".to_string(),
        DraftError::Preset(p) => format!(
            "A tournament plays the Sport or Club rules, not {}.",
            start(StartWord::PresetName(*p))
        ),
        DraftError::NoPlayerName { line } => format!("Line {line}: a team but no name."),
        DraftError::Repeated { first, again, name } => {
            format!("“{name}” is written twice: lines {first} and {again}. One name, one player.")
        }
        DraftError::Seating(e) => seating_error(e),
    }
}

fn seating_error(e: &engine::tournament::SeatingError) -> String {
    use engine::tournament::seating::{GAMES, PLAYERS, SEATS, TABLES};
    use engine::tournament::SeatingError::*;
    match e {
        Players { players } => format!(
            "{players} {}: a tournament is seated for {} to {} players.",
            plural_en(*players, "player", "players"),
            PLAYERS.start(),
            PLAYERS.end()
        ),
        Tables { tables } => format!(
            "{tables} {}: there may be {} to {} tables.",
            plural_en(*tables, "table", "tables"),
            TABLES.start(),
            TABLES.end()
        ),
        Games { games } => format!(
            "{games} {} per player: {} to {} are possible.",
            plural_en(*games, "game", "games"),
            GAMES.start(),
            GAMES.end()
        ),
        TooFewPlayers { players, tables } => format!(
            "{players} {} cannot fill {tables} tables of ten: at least {} are needed.",
            plural_en(*players, "player", "players"),
            tables * SEATS
        ),
        NotDivisible { players, games } => format!(
            "{players} × {games} = {} seats, not a multiple of 10: the tables of ten cannot all be full. Change the players or the games.",
            players * games
        ),
        NoRounds => "The seating has no rounds.".to_string(),
        EmptyRound { round } => format!("Round {} has no tables.", round + 1),
        TooManyTables {
            round,
            tables,
            most,
        } => format!(
            "Round {} has {tables} tables, but there are only {most}.",
            round + 1
        ),
        TwiceInRound { round, player } => {
            format!("Player no. {} is seated twice in round {}.", player + 1, round + 1)
        }
        UnequalGames {
            player,
            games,
            expected,
        } => format!(
            "Player no. {} plays {games} {}, the others {expected}.",
            player + 1,
            plural_en(*games, "game", "games")
        ),
        TeamsLength { teams, players } => {
            format!("{teams} teams given for {players} players: give one per player.")
        }
        NoSuchRound { round, rounds } => {
            format!("There is no round {}: there are {rounds}.", round + 1)
        }
        NoSuchPlayer { player, players } => {
            format!("There is no player no. {}: there are {players}.", player + 1)
        }
        SamePlayer { .. } => "A player cannot swap with themself.".to_string(),
        SitsOut { round, player } => format!(
            "Player no. {} sits out round {}: a swap would give one player a game more and the other a game fewer.",
            player + 1,
            round + 1
        ),
        Json(detail) => format!(
            "This is not a DimTom seating: {}",
            engine::read_error::plain(detail)
        ),
        UnknownGame { round, game, games } => format!(
            "Round {} names game {}, but the file has {games} games.",
            round + 1,
            game + 1
        ),
        GameTwice { game } => format!("Game {} is in the seating more than once.", game + 1),
        GameUnused { game } => format!("Game {} is in no round.", game + 1),
        GameSize { game, players } => format!(
            "Game {} has {players} {}, not {SEATS}.",
            game + 1,
            plural_en(*players, "player", "players")
        ),
    }
}

fn doc_error(e: &engine::tournament::DocError) -> String {
    use engine::tournament::DocError;
    match e {
        DocError::Malformed { detail } => format!(
            "the file does not read: {}",
            engine::read_error::plain(detail)
        ),
        DocError::Foreign { .. } => "this is another kind of file, not a tournament".to_string(),
        DocError::Newer { found, reads } => format!(
            "a newer version of the app wrote it (version {found}, this app reads {reads}): update the app; the file is unchanged"
        ),
        DocError::BadVersion { found } => {
            format!("the file's version “{found}” is not one the app writes")
        }
    }
}

fn result_error(e: &engine::tournament::ResultError) -> String {
    use engine::tournament::ResultError;
    match e {
        ResultError::UnknownGame { game, games } => {
            format!("the tournament has no game {}: it has {games}", game + 1)
        }
        ResultError::Place {
            game,
            round,
            table,
            expected_round,
            expected_table,
        } => format!(
            "game {} came as round {}, table {}; the seating has it at round {}, table {}",
            game + 1,
            round + 1,
            table + 1,
            expected_round + 1,
            expected_table + 1
        ),
        ResultError::Size { game, players } => format!(
            "game {} has {players} {}, not 10",
            game + 1,
            plural_en(*players, "player", "players")
        ),
        ResultError::Preset {
            game,
            found,
            expected,
        } => format!(
            "game {} was played by the {} rules, the tournament's are {}",
            game + 1,
            start(StartWord::PresetName(*found)),
            start(StartWord::PresetName(*expected))
        ),
        ResultError::Seat {
            game,
            seat,
            found,
            expected,
        } => format!(
            "game {}: seat {seat} is “{found}”, the seating has “{expected}”",
            game + 1
        ),
        ResultError::Open { game, error } => {
            format!("game {} does not open: {}", game + 1, open_error(error))
        }
        ResultError::NotOver { game } => format!("game {} has not ended", game + 1),
    }
}

fn tournament_error(e: &engine::tournament::TournamentError) -> String {
    use engine::tournament::TournamentError::*;
    let what = match e {
        Doc(e) => doc_error(e),
        PlayerName { id, name } if name.is_empty() => {
            format!("player no. {} has no name", id + 1)
        }
        PlayerName { name, .. } => format!("the name “{name}” is given to two players"),
        PlayerId { id } => format!("two players have the number {id}"),
        PlayersCount { players, seated } => {
            format!("{players} players listed, but {seated} seated")
        }
        TeamsLength { teams, players } => format!("{teams} teams given for {players} players"),
        GameOrder { game } => format!("game {} is out of its place", game + 1),
        Seats { game } => format!(
            "game {} does not seat ten of the tournament's players",
            game + 1
        ),
        Seating(e) => seating_error(e),
        Result(e) => result_error(e),
        Results { game } => format!("game {}'s results are not as the app merges them", game + 1),
        Final { game } => format!(
            "game {} of the final is out of place: the final's games come last, one round each at table 1, ten players each",
            game + 1
        ),
        Kept { game, error } => {
            use engine::tournament::KeptError;
            let n = u64::from(*game) + 1;
            match error {
                KeptError::Missing => format!("game {n} is missing from the phone's storage"),
                KeptError::Doc(e) => format!("game {n} in the phone's storage is damaged: {}", doc_error(e)),
                KeptError::Other { found } => {
                    format!(
                        "the phone keeps game {} in the place of game {n}",
                        u64::from(*found) + 1
                    )
                }
            }
        }
    };
    format!("The tournament does not open: {what}")
}

fn swap_error(e: &engine::tournament::SwapError) -> String {
    use engine::tournament::SwapError;
    match e {
        SwapError::Seating(e) => seating_error(e),
        SwapError::Played { game } => format!(
            "Game {} has a result already: its seating is not changed.",
            game + 1
        ),
        SwapError::Tournament(e) => tournament_error(e),
    }
}

fn final_error(e: &engine::tournament::FinalError) -> String {
    use engine::tournament::seating::SEATS;
    use engine::tournament::{FinalError, MOST_FINAL_GAMES};
    match e {
        FinalError::Begun => "The final has begun: its rule and finalists are set.".to_string(),
        FinalError::Top { top, players } => format!(
            "A final of {top} {}: give between {SEATS} and {players} (the tournament's players).",
            plural_en(*top as usize, "player", "players")
        ),
        FinalError::Games { games } => format!(
            "A final of {games} {}: give between 1 and {MOST_FINAL_GAMES}.",
            plural_en(*games as usize, "game", "games")
        ),
        FinalError::Pending { games } => format!(
            "The qualifying is not over: no result yet for {} {}.",
            plural_en(games.len(), "game", "games"),
            games
                .iter()
                .map(|g| (g + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        FinalError::Tie { place, tied } => format!(
            "{} players share place {place} on every tie-break: choose who goes to the final.",
            tied.len()
        ),
        FinalError::Finalists { named, top } => {
            format!("{named} finalists named, the final takes {top}: choose exactly that many.")
        }
    }
}

fn ticket_error(e: &engine::tournament::TicketError) -> String {
    use engine::tournament::TicketError;
    match e {
        TicketError::NoTable { table, tables } => {
            format!("There is no table {}: there are {tables}.", table + 1)
        }
        TicketError::NoGame { table, round } => {
            format!("Table {} has no game in round {}.", table + 1, round + 1)
        }
    }
}

/// A tournament table's words.
pub(super) fn table(word: TableWord) -> &'static str {
    match word {
        TableWord::Empty => "No ticket yet. The tournament's organiser gives the table a ticket: a QR code or a file.",
        TableWord::ScanTicket => "Scan the ticket",
        TableWord::OpenTicketFile => "Open the ticket file",
        TableWord::CloseCamera => "Close the camera",
        TableWord::ScanHint => "Point the camera at the ticket's QR code on the organiser's phone.",
        TableWord::Games => "The table's games",
        TableWord::Start => "Start",
        TableWord::NextBadge => "next",
        TableWord::PlayingBadge => "in play",
        TableWord::ReportedBadge => "result ready",
        TableWord::Report => "Result for the organiser",
        TableWord::ResultsTitle => "Results for the organiser",
        TableWord::ShowResults => "Show the results",
        TableWord::DownloadResults => "Download the results file",
        TableWord::ResultsHint => "The organiser scans the codes with their phone or opens the file.",
        TableWord::NoResults => "No games played yet.",
        TableWord::AllPlayed => "Every game of the ticket is played. Give the results to the organiser.",
        TableWord::Changed => "This game does not fit the ticket: names, seats or rules were changed in the set-up. No result was written.",
        TableWord::NotOver => "The game is not over yet.",
        TableWord::NotStarted => "This game was not started from the table's ticket.",
        TableWord::Taken => "Ticket taken.",
        TableWord::Updated => "Ticket updated; the results so far are kept.",
        TableWord::Replace => "Replace",
        TableWord::KeepOld => "Keep the old one",
        TableWord::KeptDamaged => "The table's kept ticket does not read. A new ticket takes its place.",
        TableWord::NotSaved => "The browser did not save it: nothing changed.",
        TableWord::RefusedMalformed => "This is not a ticket: the file or code is damaged or was not read whole. Nothing changed.",
        TableWord::RefusedForeign => "This is not a tournament table's ticket but another document. Nothing changed.",
        TableWord::RefusedNewer => "The ticket was made by a newer version of the app: update the app. Nothing changed.",
        TableWord::RefusedBadVersion => "The ticket has no version this app knows: it does not read. Nothing changed.",
        TableWord::RefusedCode => "This is not a ticket's code, or the code is damaged. Nothing changed.",
    }
}
