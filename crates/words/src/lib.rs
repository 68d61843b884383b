//! Every word the app shows and the host says, in Russian (the app's first language) and
//! English: one file per language (`ru.rs`, `en.rs`), one exhaustive `match` per family, so
//! a key without a translation does not compile. The families: messages ([`Msg`], [`Text`]),
//! the script ([`say()`]: what is said is decided once in [`mod@say`], as sentences each
//! language only says), role names ([`role`], [`role_full`], [`role_object`]), refusals
//! ([`refusal`]), explanations ([`explain`]), log entries ([`action_label`]).
//!
//! The words import only the engine (`tests/words_imports.rs` fails otherwise), so they build
//! natively: the script's transcripts are written by a native test.

mod en;
mod ru;
pub mod say;

use engine::event::NoExitWhy;
use engine::next::TimerKind;
use engine::protocol::Period;
use engine::public::{AllLeave, BestMove, OutHow, Phase};
use engine::rules::{HandLift, RuleSwitch};
use engine::Remedy;
use engine::{
    Exit, GameEvent, HostAction, Moment, NextStep, Preset, Role, RuleError, RuleId, Script, Seat,
    SetupError, Stage, Team, Winner,
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

/// The first screens' words (issue 25): the start screen and the set-up, which the main
/// module draws (`ui::root`); their own family, so it carries only these and not every word
/// of the app (BENCHMARKS.md). Other screens reach them through `Msg::StartScreen`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartWord {
    AppTitle,
    Tagline,
    NewGame,
    Continue,
    NoSavedGame,
    Language,
    /// A screen's frame while its code is still on its way (a first visit, a slow network).
    Loading,
    /// index.html's word for a browser too old for the app (README's "Browsers").
    OldBrowser,
    /// The evening's tool on the start screen (also the evening's title).
    Evening,
    ChooseRules,
    Back,
    PresetName(Preset),
    PresetLine(Preset),
    Next,
    StepPlayers,
    StepLineup,
    StepDeal,
    PlayerCount,
    FewerPlayers,
    MorePlayers,
    NamesHint,
    DrawSeats,
    SeatsDrawn,
    /// The evening's next game: its seats were drawn on the evening's screen (R-EVE-4), so
    /// the set-up does not draw them again.
    SeatsFromEvening,
    Lineup,
    LineupFixed,
    LineupCalculator,
    FewerMafia,
    MoreMafia,
    RoleName(Role),
    AdvancedRules,
    AdvancedHint,
    SwitchName(RuleSwitch),
    SwitchHelp(RuleSwitch),
    On,
    Off,
    OptSpeeches,
    OptOpen,
    OptBlind,
    OptEyesOpen,
    OptEliminated,
    OptNoVote,
    OptRemoval,
    OptWarning,
    OptNod,
    OptThumb,
    OptAtNight,
    OptInMorning,
    OptParity,
    OptAllRedsOut,
    OptDraw,
    OptRedWins,
    DealHow,
    DealPass,
    DealPassLine,
    DealCards,
    DealCardsLine,
    DealFaceDown,
    DealFaceDownLine,
    DealHostless,
    DealHostlessLine,
    FaceDownDealt,
    FaceDownHint,
    NoRandom,
    PassHint,
    PickCard,
    CardBack,
    HoldToSee,
    YourRole,
    GotIt,
    AllDealt,
    AllDealtHint,
    /// The same, in a game without a host: the phone goes to the middle of the table.
    AllDealtHostless,
    /// The same at a table that shows a card when its player leaves (Party).
    AllDealtHostlessReveal,
    StartGame,
    CardsHint,
    CardsDone,
    /// A typed name was cut to the limit (`engine::NAME_MAX`, 40 characters).
    NameCut,
    History,
    OpenFile,
    ScanCodes,
    Practice,
    Settings,
    /// Back after the deal: players have seen their cards.
    RedealWarning,
    RedealYes,
    RedealStay,
    /// What a role does, in one line, on its card.
    RoleDuty(Role),
    // Pairing (issue 24): the players' screen's link (src/ui/game/screen_link.rs, src/ui/screen/pair.rs).
    /// The tool in «⋯» and the sheet's title: the players' screen.
    ScreenOpen,
}

/// The evening's words (issue 23): its screen, standings, seats, sheet and files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EveningWord {
    Title,
    StartLine,
    Preset,
    Players,
    AddPlayer,
    NamePlaceholder,
    FromRoster,
    Begin,
    Standings,
    NoGamesYet,
    Games,
    NextGame,
    NextLine,
    Rests,
    Draw,
    Redraw,
    SeatsTitle,
    Deal,
    GameOn,
    Sheet,
    Print,
    CopyText,
    Csv,
    File,
    Rating,
    End,
    EndTitle,
    EndBody,
    Past,
    OpenFile,
    Damaged,
    DamagedKept,
    ImportedToPast,
    ToEvening,
    FromGame,
    CountPoints,
    CiCap,
    CiShare,
    CiHelp,
    RefusedEmpty,
    RefusedTaken,
    RefusedFull,
    /// The browser refused the write (storage full): nothing changed.
    NotSaved,
    Annulled,
    // The standings' columns, short for the phone's table; the sheet and CSV spell them out.
    ColRank,
    ColName,
    ColGames,
    ColWins,
    ColRedBlack,
    ColSheriffDon,
    ColCi,
    ColPoints,
    ColSurvived,
    // The CSV's and the sheet's full column names.
    CsvRank,
    CsvName,
    CsvGames,
    CsvWins,
    CsvWinsRed,
    CsvWinsBlack,
    CsvWinsSheriff,
    CsvWinsDon,
    CsvFirstKilled,
    CsvSurvived,
    CsvWinPoints,
    CsvBestMove,
    CsvPenalty,
    CsvExtra,
    CsvCi,
    CsvTotal,
    // Issue 39: the per-game grid, its legend, the tie-breaks, a past evening.
    /// The grid's heading.
    GridTitle,
    /// The legend's heading.
    Legend,
    /// The tie-breaks' heading.
    TieBreaks,
    /// A cell of a game the player sat out (the CSV's role cell).
    SatOut,
    /// The grid's marks in a cell, short.
    MarkFirstKilled,
    MarkBestMove,
    MarkPenalty,
    MarkExtra,
    MarkCi,
    MarkWon,
    MarkSurvived,
    /// What each short name means.
    LegRank,
    LegGames,
    LegWins,
    LegRedBlack,
    LegSheriffDon,
    LegCi,
    LegPoints,
    LegSurvived,
    LegGameNo,
    LegSatOut,
    LegFirstKilled,
    LegBestMove,
    LegPenalty,
    LegExtra,
    LegCiPart,
    LegWon,
    LegSurvivedMark,
    /// A bold number in the grid: the player's team won that game.
    LegWonBold,
    /// Under the sheet's standings on a phone (issue 48): the columns shown, and where the rest are.
    SheetNarrow,
    /// The standings' mark on a place a tie-break decided.
    LegTieMark,
    /// The CSV's per-game columns (after "Игра N: ").
    GameSeat,
    GameRole,
    GameWin,
    GameBestMove,
    GamePenalty,
    GameExtra,
    GameCi,
    GameTotal,
    GameWon,
    GameSurvived,
    /// A past evening: open it, and what its screen says.
    OpenPast,
    PastTitle,
    PastReadOnly,
}

/// The players' screen's words (issue 24): what the table reads on the second device,
/// from the public view only (`engine::public`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardWord<'a> {
    /// The phase line, large.
    Phase(Phase),
    /// The one constant line of the night.
    NightLine,
    /// Who speaks now.
    Speaker(Seat),
    /// What the running timer counts.
    Timer(TimerKind),
    /// The ballot's heading.
    Ballot,
    /// Who made a nomination, under the nominee's number.
    NominatedBy(Seat),
    /// The candidate being voted on.
    VotingOn(Seat),
    /// The count's heading (a revote says so).
    Count {
        revote: bool,
    },
    /// How many hands a candidate had.
    Hands(u8),
    /// Candidates who do not vote in this count.
    NotVoting(&'a [Seat]),
    /// The tied seats.
    Tie(&'a [Seat]),
    /// «Все покидают стол?» once it is counted.
    AllLeave(AllLeave),
    NoExit(NoExitWhy),
    /// The morning's news.
    Killed(Seat),
    NobodyKilled,
    /// R-NIGHT-4: the Doctor saved the one shot, never named.
    KillFoiled,
    /// R-NIGHT-5
    Silenced(Seat),
    BestMove(&'a BestMove),
    /// How a seat left, on its tile.
    Out(OutHow),
    /// When it left.
    When(Moment),
    /// A seat's fouls, written on its tile («2 фола»).
    Fouls(u8),
    /// The link is open and the host's phone has not sent a game yet.
    Waiting,
    /// The link to the host's phone is gone; the last picture stays.
    Lost,
    /// The game's result.
    Winner(Winner, bool),
    /// The vote's 2 seconds are over: the host's «Спасибо» (R-VOTE-1).
    ThankYou,
}

/// A message key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    /// The first screens' words ([`StartWord`]).
    StartScreen(StartWord),
    Evening(EveningWord),
    SaveBroken,
    SaveKept,
    WhyMalformed,
    WhyUnknownField,
    /// A finished game that neither the history nor the save slot could take.
    FinishedNotSaved,
    WhyNotASave,
    /// A save or log whose `version` is missing or not a whole number (issue 39 §4.3).
    WhyBadVersion,
    WhyNewer,
    WhySetup,
    WhyRefused,
    Download,
    Copy,
    Copied,
    CopyFailed,
    /// Copied, but the clipboard cannot hold a lone surrogate: it wrote U+FFFD there.
    CopiedBroken,
    Delete,
    SaveFailed,
    Dismiss,
    UpdateReady,
    Reload,
    Later,
    OtherTab,
    OtherTabNewGame,
    TakeOver,
    HistoryTitle,
    HistoryEmpty,
    SaveStuck,
    AbandonTitle,
    AbandonBody,
    AbandonFinished,
    UnfinishedGame,
    NotInHistory,
    HistoryBroken,
    RosterBroken,
    StoreKept,
    HistoryDropped,
    ReplaceTitle,
    ReplaceBody,
    Replace,
    Cancel,
    ImportFailed,
    Why,
    WhyLoading,
    WhyFailed,
    WhyNoText,
    Retry,
    Close,
    PracticeIntro,
    PracticeBanner,
    PracticeFailed,
    Players,
    PlayersTitle,
    PlayersEmpty,
    PlayersHint,
    Rename,
    RenameEmpty,
    Merged,
    StatGames,
    StatWins,
    StatBestMoves,
    StatFouls,
    SettingsTitle,
    ScoringTitle,
    ScoringHint,
    ScoreWin,
    ScoreBestThree,
    ScoreBestTwo,
    ScoreFourFouls,
    ScoreDisqualified,
    Save,
    Saved,
    NotSaved,
    ResetDefaults,
    FixErrors,
    PointsEmpty,
    PointsNotANumber,
    PointsTooPrecise,
    PointsTooLarge,
    Protocol,
    ProtocolTitle,
    Print,
    // The game screens.
    /// Moving on from a check's answer moment.
    Onward,
    /// What ends a vote's 2-second window.
    ThankYou,
    /// «Принято» pressed while the vote's 2 seconds still run: asked once (issue 39 §3.8).
    EarlyAccepted,
    Silenced,
    CodeForeign,
    CodeOtherGame,
    CodesDamaged,
    // Reading codes (issue 24)
    /// The button that picks a photo of a code.
    PickCodePhoto,
    PhotoReading,
    NoCodeInPhoto,
    /// A picked file that does not open as a picture.
    NotAPicture,
    /// The device has no camera API (the photo still works).
    NoCameraHere,
    /// The same on the hand-off's receiving screen, which also opens a file.
    NoCameraScan,
    CameraRefused,
    /// The camera did not open (none, in use, …).
    CameraFailed,
    HandOffWarning,
    HandOffFileHint,
    ScanHintMany,
    ScanHintOne,
    Pause,
    Start,
    EditHowDelete,
    EditHowCount,
    EditHowBestMove,
    EditHowSeat,
    MissLower,
    EditSame,
    Apply,
    Remedy(Remedy),
    /// "победа красных" in a list of games.
    WinnerShort(Winner),
    /// A game in the history put aside unfinished.
    Unfinished,
    ProtestHelp,
    NoPoints,
    ProtocolCopied,
    CopyRefused,
    UndoHead,
    HoldForAnswer,
    AcceptedBestMove,
    NoShotThisOne,
    FoulModeHint,
    RemoveModeHint,
    /// R-FOUL-3: a removal's reason, as a chip in the removal mode.
    Reason(engine::RemovalReason),
    HandCount,
    NoVoice,
    FoulMode,
    RemoveMode,
    CallNumbers,
    VoteWindow,
    Miss,
    HandOffHeading,
    DownloadGame,
    SendFile,
    PrevArrow,
    NextArrow,
    HideCodes,
    BackToGame,
    HoldLabel,
    Menu,
    GameLog,
    Hide,
    LogTitle,
    Fix,
    EachBlackShot,
    WithdrawNomination,
    /// R-FOUL-3: the hand-lift mode's hint, by the `hand_lift` switch.
    HandLiftHelp(HandLift),
    /// R-FOUL-3: the hand-lift button, by the `hand_lift` switch (Sport names «Спасибо»).
    HandLiftEarly(HandLift),
    /// The footer's hold-to-see-roles button.
    Roles,
    /// What undo takes back when the last entry is «Дальше».
    UndoToLastStep,
    /// The switch: a speech's timer starts with its step.
    TimerAuto,
    VoteWindowAuto,
    /// How a player left, short enough for a seat tile at 360 px.
    ExitTile(Exit),
    MoreTools,
    /// The titles of the sheets over the words: the seldom tools, the notices.
    SheetMore,
    SheetRulings,
    Voice,
    NightSoundHelp,
    NightSound,
    HandOffHelp,
    HandOff,
    /// The host's private note on a seat: the tool, the sheet's title.
    Note,
    NoteHelp,
    /// The note sheet before a seat is picked.
    NotePickSeat,
    /// The empty note field.
    NotePlaceholder,
    NoteSave,
    NoteClear,
    /// The protocol's switch and section of the host's notes.
    HostNotes,
    PrintableProtocol,
    NewGameSamePlayers,
    DownloadLog,
    ShareLog,
    CopyProtocol,
    ProtestTitle,
    RecordProtest,
    PointsTitle,
    TimerSound,
    ReceiveGame,
    ScreenOpenHelp,
    /// The host's link, one line each: never paired, waiting, open, lost.
    ScreenIdle,
    ScreenWaiting,
    ScreenOn,
    ScreenLost,
    /// Under the host's offer code.
    ScreenOfferHint,
    /// The host's reader of the screen's code.
    ScreenScanScreen,
    ScreenScanScreenHint,
    ScreenShowOffer,
    ScreenPairAgain,
    ScreenMaking,
    /// While the link is open, on the host's sheet.
    ScreenOnHint,
    /// What is wrong with a scanned code or the link.
    PairForeign,
    PairVersion,
    PairDamaged,
    PairSdp,
    PairUnavailable,
    BackupTitle,
    BackupHint,
    BackupSave,
    BackupRestore,
    BackupNever,
    BackupLast,
    BackupNotSaved,
    BackupAdds,
    BackupNothing,
    BackupReplaces,
    BackupApply,
    BackupDone,
    BackupWriteFailed,
    BackupDamaged,
    BackupNewer,
    BackupUnreadable,
    ScreenUnavailableHint,
    LeaveGameAsk,
    LeaveGameHint,
    /// Back at game over (issue 48): leaving ends the way back to «Отменить».
    LeaveOverHint,
    LeaveGameYes,
    StayInGame,
    ScreenLeaveAsk,
    ScreenLeaveYes,
    ScreenStay,
    StorageTitle,
    StoragePersisted,
    StorageBestEffort,
    StorageUnknown,
    BrowserTitle,
    BrowserHasAll,
    LacksVibration,
    LacksWakeLock,
    LacksVoice,
    LacksSound,
    PairRefused,
    PairHostCode,
    PairScreenCode,
    PairNoOffer,
    PairHostChanged,
    /// The players' screen's own pairing panel.
    ScreenScanHost,
    ScreenScanHostHint,
    ScreenAnswerHint,
    ScreenRepairHint,
    ScreenLinked,
    ScreenUnlinked,
}

/// The host's line in the deal (002 4.1.2–4.1.3; 000; 001): the night falls and every
/// mask goes on, then each seat in turn takes its mask off to see its card and puts it back
/// on; at the end heads go down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealLine {
    /// Seat `seat`'s turn (`first`: the night falls before it; otherwise the previous
    /// player's mask goes back on). `quiet`: on the first turn, R-WIN-2a said before
    /// anything else where the table plays it ([`say::quiet_rule`]); `None` on the others.
    Turn {
        seat: u8,
        first: bool,
        how: DealHow,
        quiet: Option<say::QuietRule>,
    },
    /// Every card seen: the last mask back on, heads down.
    Done,
}

impl DealLine {
    /// Seat `seat`'s turn of the deal (seat 1 first), `quiet` the table's R-WIN-2a
    /// ([`say::quiet_rule`]), said on the first turn only.
    pub fn turn(seat: u8, how: DealHow, quiet: Option<say::QuietRule>) -> DealLine {
        let first = seat == 1;
        DealLine::Turn {
            seat,
            first,
            how,
            quiet: quiet.filter(|_| first),
        }
    }
}

/// Where a player's card comes from in the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealHow {
    /// A face-down card picked on the phone passed round.
    Phone,
    /// A card picked from the deck; the host marks it.
    Deck,
    /// A card picked from the deck and handed back face down; the host sees none.
    FaceDown,
}

/// The game without a host (issue 41, `host::hostless`): the pass screen, the night
/// turn's tasks, what each role sees on its turn, the refusals of a turn, and who at the
/// table taps what while the phone lies face up; see [`hostless`].
#[derive(Clone, Copy, Debug)]
pub enum HostlessText<'a> {
    /// The neutral screen between two turns: «Передайте телефон №N» (and the name).
    PassTo { seat: Seat, name: &'a str },
    /// Under it: only seat N opens the turn, the screen turned away from the table.
    PassHint(Seat),
    /// The pass screen's button.
    ItsMe(Seat),
    /// The turn's title: the night (0: the first night).
    Night(u32),
    /// The holder's role.
    YouAre(Role),
    /// The holder has left the game: the turn is the same taps all the same.
    YouLeft,
    /// A tap that chooses nothing: tap the seat shown.
    TapShown(Seat),
    /// A black's shot: any seat; a seat that has left is a miss.
    Shoot,
    /// The Don's check.
    DonCheck,
    /// The Sheriff's check.
    SheriffCheck,
    /// The Doctor's heal.
    Heal,
    /// The Silencer's choice.
    Silence,
    /// The first night's договорка: the blacks learn each other (R-N0-1).
    Agreement,
    /// The blacks' seats, the Don named.
    Blacks(&'a [(Seat, Role)]),
    /// The shots of the blacks whose turns came before (seat, target); empty: none yet.
    ShotsBefore(&'a [(Seat, Seat)]),
    /// The same shots where each with its shooter does not fit the line: each seat shot
    /// with its count (`at`, the most shot first), then `more` shots not listed.
    ShotsAt {
        at: &'a [(Seat, usize)],
        more: usize,
    },
    /// The blind night's rule, said to the blacks: the same seat from all, or a miss.
    MustAgree,
    /// The turn's time still running: it closes by itself in N seconds.
    Wait(u16),
    /// The first pass screen of a night round, said aloud too: nightfall, masks on.
    Nightfall,
    /// The neutral screen after an early «Готово», the same for every seat: N seconds left.
    Hidden(u16),
    /// The Don on the first night: the seat the mafia shoots on night N (002 4.2.1).
    PlanTap(u32),
    /// The Don's turn on the first night: he sets the order of shots.
    PlanAsk,
    /// A black's turn on the first night: the Don sets the order of shots.
    PlanByDon,
    /// A black's later turn: the Don's order of shots, `[i]` for night `i + 2`.
    Plan(&'a [Seat]),
    /// A refused plan tap: the seat is a black's.
    PlanBlack(Seat),
    /// A turn's line where a red learns nothing of the others.
    Unknown,
    /// A turn's line where a red has no договорка: nobody else sees the screen.
    Quiet,
    /// A turn's line where a red sees no shots: every turn lasts the same N seconds.
    SameTime(u16),
    /// A checker's line before the check: its answer comes here.
    AnswerHere,
    /// A turn's line where the holder checks nobody.
    NoCheck,
    /// Both taps made: «Готово» hides the screen, the turn runs its time.
    TurnMade,
    /// A tap or «Готово» with no turn open (its time ran out, or it was hidden).
    NoTurn,
    /// «Готово»: the turn is over, the phone goes on.
    Done,
    /// A refused tap: the seat is not at the table.
    NotAtTable(Seat),
    /// A refused tap: the seat has left the game.
    Out(Seat),
    /// A refused tap: the Doctor healed this seat last night (R-NIGHT-4).
    HealRepeat(Seat),
    /// A refused tap: both taps are made.
    TapsDone,
    /// A refused «Готово»: taps still to make.
    TapsLeft(usize),
    /// Face up: the speaker nominates by tapping a seat.
    WhoSpeaker(Seat),
    /// Face up, open discussion: a player taps their own seat, then the one they nominate.
    WhoNominator,
    /// Face up, a count: one player taps the raised hands, the table watching.
    WhoCounter,
    /// Face up: the seat named taps (the best move's three seats).
    WhoNamed(Seat),
    /// Face up: anyone presses the button when the step is over.
    WhoAnyone,
    /// Face up: any player may tap a foul on a seat.
    FoulAnyone,
    /// A removal put to the table (issue 48 §5), said aloud: who, for what, who is for.
    PutRemove {
        seat: Seat,
        reason: engine::RemovalReason,
    },
    /// An undo put to the table, said aloud: what it takes back.
    PutUndo(&'a str),
    /// Under the motion: a majority of the living decides, `need` of `living`.
    PutNeeds { need: usize, living: usize },
    /// The main button while the hands are marked: «За: 3 из 7».
    PutHands { hands: usize, living: usize },
    /// The button that withdraws the motion unvoted.
    PutWithdraw,
    /// The removal mode's hint without a host: the tap puts it to the table.
    PutRemoveHint,
    /// What the table decided, said aloud.
    Decided {
        hands: usize,
        living: usize,
        carried: bool,
    },
    /// A decision as the protocol prints it.
    DecisionLine(&'a engine::Decision),
    /// The protocol's heading of the table's decisions.
    DecisionsHead,
}

/// A text with numbers or data in it; see [`tf`].
#[derive(Clone, Copy, Debug)]
pub enum Text<'a> {
    /// A first screen's text ([`StartText`]).
    Start(StartText<'a>),
    /// A player's fouls in the game-over protocol: "2 фола".
    FoulCount(u8),
    /// The evening at a glance: "Спорт · 3 игры".
    EveningHead(Preset, usize),
    /// "Игра 3"
    GameNo(usize),
    /// Who plays the next game against the seats the preset has: "Играют 10".
    NextTable {
        playing: usize,
        min: usize,
        max: usize,
    },
    /// A standings line's parts: win points, best move, penalties, extra, Ci.
    PointParts {
        win: &'a str,
        best: &'a str,
        penalty: &'a str,
        extra: &'a str,
        ci: &'a str,
        first: u32,
        survived: u32,
    },
    /// A game the rating site's format cannot hold, and why (`game` 0: the game on screen).
    RatingSkipped {
        game: usize,
        why: &'a engine::export::ExportError,
    },
    /// Issue 39: why a line stands above the next at equal points (equal wins without
    /// points): the tie-break and both values, already written as the sheet writes them.
    TieBreak {
        name: &'a str,
        over: &'a str,
        by: engine::evening::Criterion,
        mine: &'a str,
        theirs: &'a str,
        points: bool,
    },
    /// A CSV column of one game: "Игра 3: роль".
    GameColumn(usize, EveningWord),
    /// A past evening: its date, preset and games.
    PastEvening {
        date: &'a str,
        preset: Preset,
        games: usize,
    },
    /// A list of seats: "№3, №5" / "seats 3, 5".
    Seats(&'a [Seat]),
    /// Ending the discussion sends this lone candidate out at once: tap again to end it.
    ConfirmLoneExit(u8),
    /// A face-down deck's «Договорились», with the blacks marked of those who wake.
    AgreedCards(usize, usize),
    /// "Запись 3 удалена; изменились записи: 5, 6."
    EntryDeleted { n: usize, changed: &'a str },
    /// "Запись 3 исправлена."
    EntryFixed(usize),
    /// The folded notices' line: how many decisions the last entry made ("2 решения").
    Rulings(usize),
    /// Entry `n` cannot be deleted or fixed: the later entry `later` (in words: «Ночь 2:
    /// выстрел в №5») would no longer fit, `why`; fix or delete it first.
    EntryCannotChange {
        n: usize,
        later: &'a str,
        deleted: bool,
        why: &'a str,
    },
    /// The vote's main button: "Принято: 3 голоса".
    Accepted(usize),
    /// Shots entered one black at a time.
    ShotsEntered(usize),
    /// "Ночь 3" / "Day 2".
    At(Moment),
    /// "Лучший ход №1: №3, №5 — чёрных: 2".
    BestMoveLine {
        by: Seat,
        seats: &'a [Seat],
        blacks: u8,
    },
    /// A protest and its verdict.
    ProtestLine {
        team: Team,
        remedy: Remedy,
        upheld: bool,
    },
    /// How Sport's points are counted, with the host's numbers.
    PointsHelp {
        win: &'a str,
        best3: &'a str,
        best2: &'a str,
        fouls4: &'a str,
        dq: &'a str,
    },
    /// The title of a log entry being fixed or deleted.
    EditTitle {
        n: usize,
        label: &'a str,
        deleting: bool,
    },
    /// The entry as it will be: "Станет: №4".
    Becomes(&'a str),
    /// A fix that does not fit: the entry itself, or a later entry.
    EditBreaks {
        later: Option<&'a str>,
        why: &'a str,
    },
    /// Under a nominated seat: "от №3".
    NominatedBy(Seat),
    /// The note sheet's seat: "Место №4" / "Seat 4".
    NoteSeat(Seat),
    /// A seat's tile in a count: it has voted for this candidate.
    VotedFor(Seat),
    /// Scanning hand-off codes: how many are read.
    CodesRead { read: usize, total: usize },
    /// "3 записи" / "3 entries".
    Entries(usize),
    /// The button that shows the hand-off's QR codes.
    ShowCodes(usize),
    /// A game too long for QR codes.
    TooLongForCodes { needed: usize, max: usize },
    /// "Код 2 из 5".
    CodeOf(usize, usize),
    /// The protocol's short moment: "Д2", "Н1".
    AtShort(Moment),
    /// A protest on the protocol sheet: the team, who voted for it, the verdict.
    ProtestSheet {
        team: Team,
        votes: &'a str,
        upheld: bool,
    },
}

/// The first screens' texts with data (the set-up: `ui::root` draws it from the main module),
/// their own family like [`StartWord`], so the main module carries only these formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartText<'a> {
    /// "10 игроков"
    Players(usize),
    /// "Шаг 2 из 4"
    StepOf(usize, usize),
    /// A seat's label: "№3" / "Seat 3".
    Seat(u8),
    /// Placeholder of a name input: "Игрок 3" / "Player 3".
    NameOf(u8),
    /// "Чёрных 3 — можно от 2 до 5"
    Blacks {
        blacks: usize,
        min: usize,
        max: usize,
    },
    /// A timer length: "60 с" / "60 s".
    Seconds(u16),
    /// Quiet rounds before a draw: "выкл" / "off" for 0.
    Rounds(u8),
    /// "Передайте телефон игроку №3"
    PassTo(u8),
    /// The host's line in the deal, said aloud.
    Deal(DealLine),
    /// "Я — игрок №3"
    IAmSeat(u8),
    /// "Место №3: какая карта?"
    WhichCard(u8),
    /// Cards of a role still in the deck: "2 карты" / "2 cards".
    Left(u8),
    /// Why the set-up cannot start.
    Error(&'a SetupError),
}

/// Items joined by commas, each written by `each` (the protocol's lists, in both languages).
fn comma<T>(items: impl IntoIterator<Item = T>, each: impl FnMut(T) -> String) -> String {
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

pub fn plural_en(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
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

/// The words of the game without a host.
pub fn hostless(lang: Lang, text: HostlessText<'_>) -> String {
    by_lang!(lang, hostless(text))
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

/// One line of what restoring a backup would do (`engine::backup::Plan`), decided here once;
/// each language only says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupLine {
    /// Always added: the game in progress (none here).
    AddGame,
    /// Always added: a set-up left half-way (none here).
    AddSetup,
    /// Always added: the evening under way (none here).
    AddEvening,
    /// The backup's evening goes among the past ones (another is under way here).
    EveningToPast,
    AddHistory(usize),
    AddPastEvenings(usize),
    AddPlayers(usize),
    AddSettings(usize),
    /// Texts that do not open, kept word for word.
    AddKept(usize),
    /// The history's cap: its oldest games go.
    Dropped(usize),
    /// Replaced only when ticked:
    ReplaceGame,
    ReplaceSetup,
    ReplaceEvening,
    /// A history game of this date.
    ReplaceHistory(String),
    /// A past evening of this date.
    ReplacePastEvening(String),
    ReplacePlayer(String),
    /// A setting: one the app knows by its name, another by its key without the app's prefix.
    ReplaceSetting(Result<engine::backup::Setting, String>),
    /// A store that does not read here, by its key without the app's prefix.
    ReplaceStore(String),
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
