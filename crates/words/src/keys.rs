//! The keys: every word's family as a value (messages, texts with data, the first screens',
//! the evening's, the players' screen's, the game without a host, a backup's lines). Each
//! language's file (`ru.rs`, `en.rs`) says each key in one exhaustive `match`; `mod.rs`
//! hands them on, so callers name them `words::Msg`, `words::Text`, ….

use super::say;
use engine::event::NoExitWhy;
use engine::next::TimerKind;
use engine::public::{AllLeave, BestMove, OutHow, Phase};
use engine::rules::{HandLift, RuleSwitch};
use engine::Remedy;
use engine::{Exit, Moment, Preset, Role, Seat, SetupError, Team, Winner};

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
    /// The organiser's tournament, a tool on the start screen (also its screen's title).
    Tournament,
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
    /// A tournament ticket's game: its seats are the organiser's (issue 50).
    SeatsFromTicket,
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
    /// The start screen's tool: a tournament's table (issue 50).
    TournamentTable,
}

/// A tournament table's words (issue 50, `ui::tournament_table`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableWord {
    /// No ticket kept yet: what the host does.
    Empty,
    ScanTicket,
    OpenTicketFile,
    CloseCamera,
    /// The camera is reading the organiser's code.
    ScanHint,
    Games,
    /// The ticket game's button: set it up with its names.
    Start,
    NextBadge,
    PlayingBadge,
    ReportedBadge,
    /// The game over's button and the table screen's: the result for the organiser.
    Report,
    ResultsTitle,
    ShowResults,
    DownloadResults,
    /// The results are taken: the host shows the codes or gives the file.
    ResultsHint,
    NoResults,
    AllPlayed,
    /// A played game changed in the set-up (names or rules): not the ticket's.
    Changed,
    NotOver,
    /// The game on the phone is not the ticket game started here.
    NotStarted,
    Taken,
    Updated,
    Replace,
    KeepOld,
    /// The kept ticket does not read: a new one takes its place.
    KeptDamaged,
    /// The browser refused the write: nothing changed.
    NotSaved,
    // Why a ticket is refused (`engine::tournament::DocError`).
    RefusedMalformed,
    RefusedForeign,
    RefusedNewer,
    RefusedBadVersion,
    /// A code of another kind (not the app's numbered codes) or a damaged sequence.
    RefusedCode,
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

/// The organiser's tournament's words (issue 50, `ui::tournament`): its screen, the
/// creation form, the seating, the hand-out to the tables, its files. Words with data are
/// [`TourText`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourWord {
    StartLine,
    // The sections.
    SecSeating,
    SecHandOut,
    SecResults,
    SecStandings,
    SecFinal,
    SecFile,
    // The creation form.
    NewTitle,
    Name,
    NamePlaceholder,
    Players,
    PlayersHint,
    PlayersPlaceholder,
    Tables,
    Games,
    Rules,
    Seat,
    // The seating being made.
    Seating,
    TakeNow,
    Cancel,
    // The seating shown.
    Round,
    SitsOut,
    Scores,
    Pairs,
    Numbers,
    TablesScore,
    Within,
    Beyond,
    ScoresHelp,
    NoClashes,
    SwapHint,
    SwapCancel,
    Played,
    // The hand-out.
    HandOutLine,
    Table,
    Rounds,
    AllRounds,
    Phone,
    PhonePlaceholder,
    TicketCodes,
    TicketFile,
    // The files.
    Export,
    Import,
    DimTomExport,
    DimTomImport,
    DimTomLine,
    ReplaceTitle,
    Replace,
    Keep,
    Damaged,
    DeleteDamaged,
    NotSaved,
    End,
    EndAsk,
    EndYes,
    Imported,
    Reseated,
    // The results and standings (`ui::tournament::results`, `standings`).
    Pending,
    Done,
    Disputed,
    NoStandings,
    Waiting,
    // The final (`ui::tournament::final_`).
    FinalRule,
    FinalTop,
    FinalGames,
    FinalCarry,
    FinalSetRule,
    FinalRuleSet,
    Finalists,
    FinalTieHint,
    FinalBegin,
    FinalBegun,
    FinalGamesTitle,
    FinalStandings,
    FinalPrint,
}

/// The organiser's tournament's words with data (issue 50).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TourText<'a> {
    /// Why the form makes no tournament.
    Draft(&'a engine::tournament::DraftError),
    /// Why a seating is refused (made, read from DimTom's document, a swap).
    Seating(&'a engine::tournament::SeatingError),
    /// Why a tournament document does not open or is not kept.
    Tournament(&'a engine::tournament::TournamentError),
    /// Why a swap is not written.
    Swap(&'a engine::tournament::SwapError),
    /// Why a ticket is not made.
    Ticket(&'a engine::tournament::TicketError),
    /// «Тур 3» (from 1).
    RoundNo(usize),
    /// «Стол 2» (from 1).
    TableNo(usize),
    /// Players, tables, games per player, rounds: the tournament in a line.
    Summary {
        players: usize,
        tables: usize,
        games: usize,
        rounds: usize,
    },
    /// The form's players counted.
    Counted(usize),
    /// How far the seating has got, in per cent.
    Progress(u32),
    /// A score beside its worst acceptable bound.
    Score { score: f64, bound: f64 },
    /// Two players of one team at one table.
    Clash {
        round: usize,
        table: usize,
        a: &'a str,
        b: &'a str,
    },
    /// The first player tapped for a swap.
    SwapFrom(&'a str),
    /// A swap done.
    Swapped(&'a str, &'a str),
    /// The ticket's table and rounds and the phone it went to.
    HandedTo(&'a str),
    /// Why the final's rule is refused or the final cannot begin.
    Final(&'a engine::tournament::FinalError),
    /// A finalist's place in the qualifying standings (from 1).
    QualPlace(usize),
    /// The final's game (from 1).
    FinalGameNo(usize),
    /// The tied players chosen so far, of the places left at the cut.
    TieChosen { chosen: usize, places: usize },
    /// «Заменить турнир «A» турниром «B» из файла?»
    ReplaceAsk { here: &'a str, file: &'a str },
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
    /// The organiser's tournament's words ([`TourWord`]).
    Tour(TourWord),
    /// A tournament table's words ([`TableWord`]).
    Table(TableWord),
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
    /// The organiser's results intake without a camera (issue 50).
    NoCameraResults,
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

/// The organiser's phone (issue 50): the tables' results taken in (by camera or file), what
/// became of each reported game, a dispute's results side by side, the standings, the
/// rounds × tables grid, a player's card; see `words::results`. Games, rounds and tables are
/// the engine's numbers, from 0; the words count them from 1, as the organiser does.
#[derive(Clone, Copy, Debug)]
pub enum ResultsText<'a> {
    /// The results section's heading.
    Title,
    /// What the section is for, under the heading.
    Hint,
    /// The button that opens the camera for a table's codes.
    Scan,
    /// The button that opens a table's results file.
    OpenFile,
    /// Closes the camera.
    StopScan,
    /// What became of one reported game.
    Outcome {
        game: u32,
        merged: &'a engine::tournament::Merged,
    },
    /// Why a reported game was refused (`ResultError`: one sentence per kind).
    Refused(&'a engine::tournament::ResultError),
    /// A text that is not a table's results: nothing changed.
    Unreadable(&'a engine::tournament::DocError),
    /// A file that could not be read as text.
    FileUnread,
    /// Results of another tournament: refused whole, nothing changed.
    OtherTournament,
    /// Results holding no game.
    NoGames,
    /// The heading of the last intake's outcomes.
    LastIntake,
    /// The disputes' heading, with how many wait for a choice.
    Disputes(usize),
    /// A disputed game's heading: the game, its round and table.
    DisputeOf { game: u32, round: u32, table: u32 },
    /// What the organiser does with a dispute.
    DisputeHint,
    /// One of a dispute's results, numbered from 1.
    Version(usize),
    /// The seat column's heading in a dispute.
    SeatCol,
    /// The player column's heading.
    PlayerCol,
    /// Under a dispute's table: what each cell holds.
    CellsHold,
    /// A result whose game counts for nothing (annulled by a protest).
    Annulled,
    /// The button that makes a result count.
    Choose(usize),
    /// The mark of the result that counts.
    Counts,
    /// The result chosen is no longer one received (the document changed meanwhile).
    NotChosen,
    /// A game's result in the rounds grid, one letter.
    Won(engine::Winner),
    /// Said once a result is chosen.
    Chosen { game: u32, version: usize },
    /// The standings section's heading.
    Standings,
    /// Games counted, of all, waiting, disputed.
    Progress {
        counted: usize,
        games: usize,
        pending: usize,
        disputed: usize,
    },
    /// Players who have played no counted game yet.
    Waiting(usize),
    /// The rounds × tables grid's heading.
    RoundsTitle,
    /// A table's game, not reported yet.
    Pending,
    /// A table's game with different results.
    DisputedMark,
    /// The grid's legend.
    RoundsLegend,
    /// Print the standings and the grid (A4).
    Print,
    /// The players' cards' heading.
    Cards,
    /// Choose a player for their card.
    CardPick,
    /// The card's heading: «где я сижу в каждом туре».
    CardTitle(&'a str),
    /// One round of a card.
    CardRound {
        round: u32,
        place: Option<engine::tournament::Place>,
    },
    /// Show the card's QR code.
    CardQr,
    /// The card is too long for one QR code.
    CardTooLong,
    /// Print the card.
    CardPrint,
    /// No tournament yet.
    NoTournament,
}

/// The game without a host (issue 41, `host::hostless`): the pass screen, the night
/// turn's tasks, what each role sees on its turn, the refusals of a turn, and who at the
/// table taps what while the phone lies face up; see `words::hostless`.
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

/// A text with numbers or data in it; see `words::tf`.
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
    /// A ticket game's place: "Раунд 1 · стол 2" (numbered from 0 in the document).
    TableGame { round: u32, table: u32 },
    /// The ticket at a glance: "Кубок · стол 1 · 2 игры".
    TableTicket {
        name: &'a str,
        table: u32,
        games: usize,
    },
    /// Another tournament's ticket while one is kept.
    TableAsk { kept: &'a str, new: &'a str },
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
    /// Always added: the organiser's tournament (none here).
    AddTournament,
    /// The backup's tournament is kept word for word among the texts that do not open
    /// (another is kept here).
    TournamentKept,
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
    /// The organiser's tournament (the one here is kept word for word).
    ReplaceTournament,
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
