//! Rule ids, presets and the variant switches of `shared/RULES.md`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The id of a rule in RULES.md, carried by every automatic decision and every refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleId {
    Role2,
    Role3,
    Role4,
    Role5,
    Role6,
    N0_1,
    N0_2,
    N0_3,
    N0_4,
    Day1,
    Day2,
    Day3,
    Day4,
    Day5,
    Day6,
    Vote1,
    Vote2,
    Vote3,
    Vote4,
    Vote5,
    Vote6,
    Vote7,
    Vote7a,
    Vote8,
    Vote9,
    Last1,
    Last2,
    Last3,
    Foul1,
    Foul2,
    Foul3,
    Foul4,
    Night1,
    Night1a,
    Night2,
    Night3,
    Night4,
    Night5,
    Night6,
    Win1,
    Win2,
    Win2a,
    Win3,
    /// RULES.md "Scoring" (ext.), which has no rule number of its own.
    Score,
}

impl RuleId {
    /// Every rule id, in RULES.md's order (the rule texts in `public/rules/` cover each).
    pub const ALL: [RuleId; 44] = [
        RuleId::Role2,
        RuleId::Role3,
        RuleId::Role4,
        RuleId::Role5,
        RuleId::Role6,
        RuleId::N0_1,
        RuleId::N0_2,
        RuleId::N0_3,
        RuleId::N0_4,
        RuleId::Day1,
        RuleId::Day2,
        RuleId::Day3,
        RuleId::Day4,
        RuleId::Day5,
        RuleId::Day6,
        RuleId::Vote1,
        RuleId::Vote2,
        RuleId::Vote3,
        RuleId::Vote4,
        RuleId::Vote5,
        RuleId::Vote6,
        RuleId::Vote7,
        RuleId::Vote7a,
        RuleId::Vote8,
        RuleId::Vote9,
        RuleId::Last1,
        RuleId::Last2,
        RuleId::Last3,
        RuleId::Foul1,
        RuleId::Foul2,
        RuleId::Foul3,
        RuleId::Foul4,
        RuleId::Night1,
        RuleId::Night1a,
        RuleId::Night2,
        RuleId::Night3,
        RuleId::Night4,
        RuleId::Night5,
        RuleId::Night6,
        RuleId::Win1,
        RuleId::Win2,
        RuleId::Win2a,
        RuleId::Win3,
        RuleId::Score,
    ];

    /// The rule whose id is written `id` (as in RULES.md), if there is one.
    pub fn parse(id: &str) -> Option<RuleId> {
        RuleId::ALL.into_iter().find(|r| r.as_str() == id)
    }

    /// The id as written in RULES.md, e.g. `R-VOTE-4`.
    pub fn as_str(self) -> &'static str {
        use RuleId::*;
        match self {
            Role2 => "R-ROLE-2",
            Role3 => "R-ROLE-3",
            Role4 => "R-ROLE-4",
            Role5 => "R-ROLE-5",
            Role6 => "R-ROLE-6",
            N0_1 => "R-N0-1",
            N0_2 => "R-N0-2",
            N0_3 => "R-N0-3",
            N0_4 => "R-N0-4",
            Day1 => "R-DAY-1",
            Day2 => "R-DAY-2",
            Day3 => "R-DAY-3",
            Day4 => "R-DAY-4",
            Day5 => "R-DAY-5",
            Day6 => "R-DAY-6",
            Vote1 => "R-VOTE-1",
            Vote2 => "R-VOTE-2",
            Vote3 => "R-VOTE-3",
            Vote4 => "R-VOTE-4",
            Vote5 => "R-VOTE-5",
            Vote6 => "R-VOTE-6",
            Vote7 => "R-VOTE-7",
            Vote7a => "R-VOTE-7a",
            Vote8 => "R-VOTE-8",
            Vote9 => "R-VOTE-9",
            Last1 => "R-LAST-1",
            Last2 => "R-LAST-2",
            Last3 => "R-LAST-3",
            Foul1 => "R-FOUL-1",
            Foul2 => "R-FOUL-2",
            Foul3 => "R-FOUL-3",
            Foul4 => "R-FOUL-4",
            Night1 => "R-NIGHT-1",
            Night1a => "R-NIGHT-1a",
            Night2 => "R-NIGHT-2",
            Night3 => "R-NIGHT-3",
            Night4 => "R-NIGHT-4",
            Night5 => "R-NIGHT-5",
            Night6 => "R-NIGHT-6",
            Win1 => "R-WIN-1",
            Win2 => "R-WIN-2",
            Win2a => "R-WIN-2a",
            Win3 => "R-WIN-3",
            Score => "R-SCORE",
        }
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for RuleId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// The four rule systems of RULES.md "Presets".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    Sport,
    Club,
    Home,
    Party,
}

impl Preset {
    pub const ALL: [Preset; 4] = [Preset::Sport, Preset::Club, Preset::Home, Preset::Party];
}

/// R-DAY-1: speeches in seat order, or one open discussion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Discussion {
    Speeches,
    Open,
}

/// R-NIGHT-1: how the mafia choose the victim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MafiaNight {
    Blind,
    EyesOpen,
}

/// R-VOTE-4: a lone candidate on a later day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SingleCandidate {
    Eliminated,
    NoVote,
}

/// R-FOUL-3: lifting the hand before "Спасибо".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandLift {
    Removal,
    Warning,
}

/// R-NIGHT-2/3: how the host answers a check without a word (000: «кивком головы либо
/// подтверждает его версию, либо отрицает»); some clubs answer with a thumb.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnswerGesture {
    /// A nod for yes (the Don found the Sheriff, the Sheriff found a black), a shake of the
    /// head for no.
    #[default]
    Nod,
    /// A thumb up for yes, down for no.
    Thumb,
}

/// R-LAST-3 (ext.): when the first-killed player makes the best move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BestMoveAt {
    /// At night, masked, after the Sheriff's check and before «Доброе утро» (ФСМ 4.5.9).
    /// Left out of a log: as every log written before the switch existed.
    #[default]
    Night,
    /// In the morning: once the host has named the killed player, before their farewell
    /// minute (FIIM practice; 000 and 003 give the killed player's turn to the morning).
    Morning,
}

/// R-WIN-2: when black wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlackWin {
    Parity,
    AllRedsOut,
}

/// R-WIN-2a: what quiet rounds end in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuietResult {
    Draw,
    RedWins,
}

/// Every variant switch of RULES.md, plus the timers (R-TIME). A preset fixes them all;
/// the host may change any one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// R-ROLE-6
    pub reveal_on_elimination: bool,
    /// R-DAY-1
    pub discussion: Discussion,
    /// R-NIGHT-1
    pub mafia_night: MafiaNight,
    /// R-VOTE-4
    pub single_candidate_later_days: SingleCandidate,
    /// R-VOTE-6
    pub tied_players_vote_in_revote: bool,
    /// R-VOTE-7: whether the tied players vote on «все голосуемые покидают игру?» too. Off
    /// (Club, 002: «Игроки, попавшие в автокатастрофу, не принимают участие в голосовании»):
    /// the majority is counted among the others. A log written before this switch existed
    /// reads it as on, as those games were played.
    #[serde(default = "yes")]
    pub tied_players_vote_on_all_leave: bool,
    /// R-VOTE-1/2: the last candidate is called like the others («Кто за то, чтобы…»), and the
    /// host confirms the count it gets (its hands plus every vote not cast) with «Принято».
    /// Not a club's choice: a log written before the last candidate was called reads it as
    /// off, so its actions replay as they were entered (the last count was then automatic).
    #[serde(default)]
    pub call_last_candidate: bool,
    /// R-VOTE-9: once a removal has cancelled the day's vote, no more nominations are taken
    /// that day (there is nothing to vote on). Not a club's choice: a log written before
    /// this was refused (log version 1) reads it as off, so its nominations replay as they
    /// were entered.
    #[serde(default)]
    pub cancelled_vote_closes_ballot: bool,
    /// R-VOTE-7a (ext.): a first count tying every living player ends the day.
    pub whole_table_tie_ends_day: bool,
    /// R-NIGHT-2/3: the answer's gesture; left out, a nod (as before it existed).
    #[serde(default)]
    pub answer_gesture: AnswerGesture,
    /// R-LAST-1
    pub last_word_vote_seconds: u16,
    /// R-LAST-1
    pub last_word_kill_seconds: u16,
    /// R-FOUL-3
    pub hand_lift: HandLift,
    /// R-DAY-5 (ext.)
    pub foul3_may_nominate: bool,
    /// R-FOUL-2 (ext.)
    pub foul3_short_speech: bool,
    /// R-LAST-3 (ext.)
    pub best_move: bool,
    /// R-LAST-3 (ext.): at night or in the morning; left out, at night (as before it existed).
    #[serde(default)]
    pub best_move_at: BestMoveAt,
    /// R-WIN-2
    pub black_win: BlackWin,
    /// R-WIN-2a (ext.): 0 = off.
    pub draw_after_quiet_rounds: u8,
    /// R-WIN-2a (ext.): a draw, or a red win as some clubs rule.
    pub quiet_rounds_result: QuietResult,
    /// R-TIME: day speech.
    pub speech_seconds: u16,
    /// R-TIME: tie speech.
    pub tie_speech_seconds: u16,
    /// R-TIME: speech cut by R-FOUL-2 `foul3_short_speech`.
    pub short_speech_seconds: u16,
    /// R-TIME: first-night agreement (договорка).
    pub agreement_seconds: u16,
    /// R-TIME: Don's and Sheriff's checks (and Doctor/Silencer choices).
    pub check_seconds: u16,
    /// R-TIME: best move.
    pub best_move_seconds: u16,
    /// R-DAY-1 `open`: the one overall discussion timer.
    pub open_discussion_seconds: u16,
}

fn yes() -> bool {
    true
}

impl Rules {
    /// The preset's switches as a game log of `version` reads them (`docs/game-log.md`): a
    /// change of a preset is a new log version, and a log keeps the presets of the version
    /// it was written in, so a log that names only its preset replays to the outcome it had.
    pub fn preset_of_version(preset: Preset, version: u32) -> Rules {
        let mut r = Rules::preset(preset);
        if version < 2 {
            // Version 1 (before issue 13): the last candidate was given the votes not cast
            // at once, the tied voted on «все покидают?» at every table, R-VOTE-7a applied
            // at every table, and nominations were still taken after a cancelled vote.
            r.call_last_candidate = false;
            r.tied_players_vote_on_all_leave = true;
            r.whole_table_tie_ends_day = true;
            r.cancelled_vote_closes_ballot = false;
        }
        if version < 5 {
            // Versions 1 to 4 (before issue 48): Sport's best move at night (ФСМ 4.5.9), and
            // three quiet rounds a draw in Club and Home too.
            match preset {
                Preset::Sport => r.best_move_at = BestMoveAt::Night,
                Preset::Club | Preset::Home => r.draw_after_quiet_rounds = 3,
                Preset::Party => {}
            }
        }
        r
    }

    /// The switches a preset fixes (RULES.md "Presets").
    pub fn preset(preset: Preset) -> Rules {
        let sport = Rules {
            reveal_on_elimination: false,
            discussion: Discussion::Speeches,
            mafia_night: MafiaNight::Blind,
            single_candidate_later_days: SingleCandidate::Eliminated,
            tied_players_vote_in_revote: true,
            tied_players_vote_on_all_leave: true,
            call_last_candidate: true,
            cancelled_vote_closes_ballot: true,
            whole_table_tie_ends_day: true,
            answer_gesture: AnswerGesture::Nod,
            last_word_vote_seconds: 60,
            last_word_kill_seconds: 60,
            hand_lift: HandLift::Removal,
            foul3_may_nominate: false,
            foul3_short_speech: false,
            best_move: true,
            // R-LAST-3: in the morning, once the killed player is named (FIIM; 000 and 003
            // give the killed player's words in the morning); ФСМ's night is a setting.
            best_move_at: BestMoveAt::Morning,
            black_win: BlackWin::Parity,
            draw_after_quiet_rounds: 3,
            quiet_rounds_result: QuietResult::Draw,
            speech_seconds: 60,
            tie_speech_seconds: 30,
            short_speech_seconds: 30,
            agreement_seconds: 60,
            check_seconds: 10,
            best_move_seconds: 20,
            open_discussion_seconds: 300,
        };
        match preset {
            Preset::Sport => sport,
            Preset::Club => Rules {
                single_candidate_later_days: SingleCandidate::NoVote,
                tied_players_vote_in_revote: false,
                tied_players_vote_on_all_leave: false,
                // R-VOTE-7a is not in the seeds: the tournament rules only (docs/decisions.md).
                whole_table_tie_ends_day: false,
                last_word_vote_seconds: 30,
                hand_lift: HandLift::Warning,
                best_move: false,
                best_move_at: BestMoveAt::Night,
                // R-WIN-2a: 002 plays until one side wins (4.6.1).
                draw_after_quiet_rounds: 0,
                ..sport
            },
            Preset::Home => Rules {
                best_move: false,
                best_move_at: BestMoveAt::Night,
                whole_table_tie_ends_day: false,
                // R-WIN-2a: 001 and 000 (l.49) play until one side wins.
                draw_after_quiet_rounds: 0,
                ..sport
            },
            Preset::Party => Rules {
                reveal_on_elimination: true,
                discussion: Discussion::Open,
                mafia_night: MafiaNight::EyesOpen,
                hand_lift: HandLift::Warning,
                best_move: false,
                best_move_at: BestMoveAt::Night,
                black_win: BlackWin::AllRedsOut,
                draw_after_quiet_rounds: 0,
                whole_table_tie_ends_day: false,
                ..sport
            },
        }
    }
}

/// One switch of `Rules` as the set-up's "Advanced rules" fold shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleSwitch {
    Reveal,
    Discussion,
    MafiaNight,
    SingleCandidate,
    TiedVote,
    TiedVoteAllLeave,
    WholeTableTie,
    LastWordSeconds,
    HandLift,
    Foul3Nominate,
    Foul3Short,
    BestMove,
    BestMoveAt,
    BlackWin,
    QuietRounds,
    QuietResult,
    AnswerGesture,
}

impl RuleSwitch {
    pub const ALL: [RuleSwitch; 17] = [
        RuleSwitch::Reveal,
        RuleSwitch::Discussion,
        RuleSwitch::MafiaNight,
        RuleSwitch::SingleCandidate,
        RuleSwitch::TiedVote,
        RuleSwitch::TiedVoteAllLeave,
        RuleSwitch::WholeTableTie,
        RuleSwitch::LastWordSeconds,
        RuleSwitch::HandLift,
        RuleSwitch::Foul3Nominate,
        RuleSwitch::Foul3Short,
        RuleSwitch::BestMove,
        RuleSwitch::BestMoveAt,
        RuleSwitch::BlackWin,
        RuleSwitch::QuietRounds,
        RuleSwitch::QuietResult,
        RuleSwitch::AnswerGesture,
    ];

    /// The field of `Rules` it sets (for tests and the protocol).
    pub fn field(self) -> &'static str {
        match self {
            RuleSwitch::Reveal => "reveal_on_elimination",
            RuleSwitch::Discussion => "discussion",
            RuleSwitch::MafiaNight => "mafia_night",
            RuleSwitch::SingleCandidate => "single_candidate_later_days",
            RuleSwitch::TiedVote => "tied_players_vote_in_revote",
            RuleSwitch::TiedVoteAllLeave => "tied_players_vote_on_all_leave",
            RuleSwitch::WholeTableTie => "whole_table_tie_ends_day",
            RuleSwitch::LastWordSeconds => "last_word_vote_seconds",
            RuleSwitch::HandLift => "hand_lift",
            RuleSwitch::Foul3Nominate => "foul3_may_nominate",
            RuleSwitch::Foul3Short => "foul3_short_speech",
            RuleSwitch::BestMove => "best_move",
            RuleSwitch::BestMoveAt => "best_move_at",
            RuleSwitch::BlackWin => "black_win",
            RuleSwitch::QuietRounds => "draw_after_quiet_rounds",
            RuleSwitch::QuietResult => "quiet_rounds_result",
            RuleSwitch::AnswerGesture => "answer_gesture",
        }
    }

    pub fn get(self, r: &Rules) -> u16 {
        match self {
            RuleSwitch::Reveal => r.reveal_on_elimination.into(),
            RuleSwitch::Discussion => (r.discussion == Discussion::Open).into(),
            RuleSwitch::MafiaNight => (r.mafia_night == MafiaNight::EyesOpen).into(),
            RuleSwitch::SingleCandidate => {
                (r.single_candidate_later_days == SingleCandidate::NoVote).into()
            }
            RuleSwitch::TiedVote => r.tied_players_vote_in_revote.into(),
            RuleSwitch::TiedVoteAllLeave => r.tied_players_vote_on_all_leave.into(),
            RuleSwitch::WholeTableTie => r.whole_table_tie_ends_day.into(),
            RuleSwitch::LastWordSeconds => r.last_word_vote_seconds,
            RuleSwitch::HandLift => (r.hand_lift == HandLift::Warning).into(),
            RuleSwitch::Foul3Nominate => r.foul3_may_nominate.into(),
            RuleSwitch::Foul3Short => r.foul3_short_speech.into(),
            RuleSwitch::BestMove => r.best_move.into(),
            RuleSwitch::BestMoveAt => (r.best_move_at == BestMoveAt::Morning).into(),
            RuleSwitch::BlackWin => (r.black_win == BlackWin::AllRedsOut).into(),
            RuleSwitch::QuietRounds => r.draw_after_quiet_rounds.into(),
            RuleSwitch::QuietResult => (r.quiet_rounds_result == QuietResult::RedWins).into(),
            RuleSwitch::AnswerGesture => (r.answer_gesture == AnswerGesture::Thumb).into(),
        }
    }

    pub fn set(self, r: &mut Rules, v: u16) {
        let on = v != 0;
        match self {
            RuleSwitch::Reveal => r.reveal_on_elimination = on,
            RuleSwitch::Discussion => {
                r.discussion = if on {
                    Discussion::Open
                } else {
                    Discussion::Speeches
                }
            }
            RuleSwitch::MafiaNight => {
                r.mafia_night = if on {
                    MafiaNight::EyesOpen
                } else {
                    MafiaNight::Blind
                }
            }
            RuleSwitch::SingleCandidate => {
                r.single_candidate_later_days = if on {
                    SingleCandidate::NoVote
                } else {
                    SingleCandidate::Eliminated
                }
            }
            RuleSwitch::TiedVote => r.tied_players_vote_in_revote = on,
            RuleSwitch::TiedVoteAllLeave => r.tied_players_vote_on_all_leave = on,
            RuleSwitch::WholeTableTie => r.whole_table_tie_ends_day = on,
            RuleSwitch::LastWordSeconds => r.last_word_vote_seconds = v,
            RuleSwitch::HandLift => {
                r.hand_lift = if on {
                    HandLift::Warning
                } else {
                    HandLift::Removal
                }
            }
            RuleSwitch::Foul3Nominate => r.foul3_may_nominate = on,
            RuleSwitch::Foul3Short => r.foul3_short_speech = on,
            RuleSwitch::BestMove => r.best_move = on,
            RuleSwitch::BestMoveAt => {
                r.best_move_at = if on {
                    BestMoveAt::Morning
                } else {
                    BestMoveAt::Night
                }
            }
            RuleSwitch::BlackWin => {
                r.black_win = if on {
                    BlackWin::AllRedsOut
                } else {
                    BlackWin::Parity
                }
            }
            RuleSwitch::QuietRounds => r.draw_after_quiet_rounds = v.min(u8::MAX.into()) as u8,
            RuleSwitch::QuietResult => {
                r.quiet_rounds_result = if on {
                    QuietResult::RedWins
                } else {
                    QuietResult::Draw
                }
            }
            RuleSwitch::AnswerGesture => {
                r.answer_gesture = if on {
                    AnswerGesture::Thumb
                } else {
                    AnswerGesture::Nod
                }
            }
        }
    }
}
