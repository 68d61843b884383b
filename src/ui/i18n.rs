//! Every word the app shows, in Russian (the app's first language) and English. One `match`
//! per language over [`Msg`], so a key without a translation does not compile.

use super::setup::RuleSwitch;
use crate::engine::{Preset, Role, SetupError};

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

/// A message key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    AppTitle,
    Tagline,
    NewGame,
    Continue,
    NoSavedGame,
    Language,
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
    OptParity,
    OptAllRedsOut,
    OptDraw,
    OptRedWins,
    DealHow,
    DealPass,
    DealPassLine,
    DealCards,
    DealCardsLine,
    NoRandom,
    PassHint,
    PickCard,
    CardBack,
    HoldToSee,
    YourRole,
    GotIt,
    AllDealt,
    AllDealtHint,
    StartGame,
    CardsHint,
    CardsDone,
    SaveBroken,
    SaveKept,
    WhyMalformed,
    WhyNotASave,
    WhyNewer,
    WhySetup,
    WhyRefused,
    Download,
    Copy,
    Copied,
    CopyFailed,
    Delete,
    SaveFailed,
    Dismiss,
    UpdateReady,
    Reload,
    Later,
    OtherTab,
    OtherTabNewGame,
    TakeOver,
    History,
    HistoryTitle,
    HistoryEmpty,
    SaveStuck,
    AbandonTitle,
    AbandonBody,
    UnfinishedGame,
    NotInHistory,
    HistoryBroken,
    RosterBroken,
    StoreKept,
    HistoryDropped,
    OpenFile,
    ScanCodes,
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
    Practice,
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
    Settings,
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
}

/// A text with numbers or data in it; see [`tf`].
#[derive(Clone, Copy, Debug)]
pub enum Text<'a> {
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
    /// "Я — игрок №3"
    IAmSeat(u8),
    /// "Место №3: какая карта?"
    WhichCard(u8),
    /// Cards of a role still in the deck: "2 карты" / "2 cards".
    Left(u8),
    /// Why the set-up cannot start.
    Error(&'a SetupError),
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

fn plural_en(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// The text of `text` in `lang`, for words with numbers in them.
pub fn tf(lang: Lang, text: Text<'_>) -> String {
    match lang {
        Lang::Ru => tf_ru(text),
        Lang::En => tf_en(text),
    }
}

fn ru_preset_table(p: Preset) -> &'static str {
    match p {
        Preset::Sport => "«Спорт»",
        Preset::Club => "«Клуб»",
        Preset::Home => "«Дома»",
        Preset::Party => "«Вечеринка»",
    }
}

fn tf_ru(text: Text<'_>) -> String {
    match text {
        Text::Players(n) => format!("{n} {}", plural_ru(n, "игрок", "игрока", "игроков")),
        Text::StepOf(k, total) => format!("Шаг {k} из {total}"),
        Text::Seat(s) => format!("№{s}"),
        Text::NameOf(s) => format!("Игрок {s}"),
        Text::Blacks { blacks, min, max } => {
            format!("Чёрных {blacks} — можно от {min} до {max} (10–\u{2060}40\u{a0}%)")
        }
        Text::Seconds(s) => format!("{s} с"),
        Text::Rounds(0) => "выкл".to_string(),
        Text::Rounds(n) => n.to_string(),
        Text::PassTo(s) => format!("Передайте телефон игроку №{s}"),
        Text::IAmSeat(s) => format!("Я — игрок №{s}"),
        Text::WhichCard(s) => format!("Место №{s}: какая карта?"),
        Text::Left(n) => format!("{n} {}", plural_ru(n as usize, "карта", "карты", "карт")),
        Text::Error(e) => match e {
            SetupError::PlayerCount {
                preset,
                players,
                min,
                max,
            } if min == max => format!(
                "За столом {} ровно {min} {}, а не {players}",
                ru_preset_table(*preset),
                plural_ru(*min, "игрок", "игрока", "игроков")
            ),
            SetupError::PlayerCount {
                preset,
                players,
                min,
                max,
            } => format!(
                "За столом {} от {min} до {max} игроков, а не {players}",
                ru_preset_table(*preset)
            ),
            SetupError::Composition { preset, .. } => {
                let need = match preset {
                    Preset::Sport | Preset::Club => "6 мирных, шериф, 2 мафии и дон",
                    Preset::Home => "один шериф и один дон, остальные — мирные и мафия",
                    Preset::Party => "один доктор, один маньяк, мирные и хотя бы одна мафия",
                };
                format!("За столом {} нужны {need}", ru_preset_table(*preset))
            }
            SetupError::BlackShare {
                players,
                blacks,
                min,
                max,
            } => format!(
                "При {players} {} чёрных должно быть от {min} до {max} (10–\u{2060}40\u{a0}%), а не {blacks}",
                plural_ru(*players, "игроке", "игроках", "игроках")
            ),
            SetupError::Seats { .. } => "Места должны идти по порядку: 1, 2, 3…".to_string(),
        },
    }
}

fn tf_en(text: Text<'_>) -> String {
    match text {
        Text::Players(n) => format!("{n} {}", plural_en(n, "player", "players")),
        Text::StepOf(k, total) => format!("Step {k} of {total}"),
        Text::Seat(s) => format!("Seat {s}"),
        Text::NameOf(s) => format!("Player {s}"),
        Text::Blacks { blacks, min, max } => {
            format!("Blacks: {blacks} — allowed {min} to {max} (10–\u{2060}40\u{a0}%)")
        }
        Text::Seconds(s) => format!("{s} s"),
        Text::Rounds(0) => "off".to_string(),
        Text::Rounds(n) => n.to_string(),
        Text::PassTo(s) => format!("Pass the phone to seat {s}"),
        Text::IAmSeat(s) => format!("I am seat {s}"),
        Text::WhichCard(s) => format!("Seat {s}: which card?"),
        Text::Left(n) => format!("{n} {}", plural_en(n as usize, "card", "cards")),
        Text::Error(e) => match e {
            SetupError::PlayerCount { preset, players, min, max } if min == max => format!(
                "A {} table has exactly {min} players, not {players}",
                en(Msg::PresetName(*preset))
            ),
            SetupError::PlayerCount { preset, players, min, max } => format!(
                "A {} table has {min} to {max} players, not {players}",
                en(Msg::PresetName(*preset))
            ),
            SetupError::Composition { preset, .. } => {
                let need = match preset {
                    Preset::Sport | Preset::Club => "6 civilians, a Sheriff, 2 mafia and a Don",
                    Preset::Home => "one Sheriff and one Don, the rest civilians and mafia",
                    Preset::Party => "one Doctor, one Silencer, civilians and at least one mafia",
                };
                format!("A {} table needs {need}", en(Msg::PresetName(*preset)))
            }
            SetupError::BlackShare { players, blacks, min, max } => format!(
                "With {players} players the blacks must number {min} to {max} (10–\u{2060}40\u{a0}%), not {blacks}"
            ),
            SetupError::Seats { .. } => "Seats must run in order: 1, 2, 3…".to_string(),
        },
    }
}

/// The text of `msg` in `lang`.
pub fn t(lang: Lang, msg: Msg) -> &'static str {
    match lang {
        Lang::Ru => ru(msg),
        Lang::En => en(msg),
    }
}

fn ru(msg: Msg) -> &'static str {
    match msg {
        Msg::AppTitle => "Мафия — ведущий",
        Msg::Tagline => "Ведите партию с одного телефона: подсказки, таймеры, голосование.",
        Msg::NewGame => "Новая игра",
        Msg::Continue => "Продолжить",
        Msg::NoSavedGame => "Сохранённой игры нет",
        Msg::Language => "Язык",
        Msg::ChooseRules => "Выберите правила",
        Msg::Back => "Назад",
        Msg::PresetName(p) => match p {
            Preset::Sport => "Спорт",
            Preset::Club => "Клуб",
            Preset::Home => "Дома",
            Preset::Party => "Вечеринка",
        },
        Msg::PresetLine(p) => match p {
            Preset::Sport => "10 игроков, турнирные правила ФСМ, лучший ход",
            Preset::Club => "10 игроков, клубные правила, мягче к фолам",
            Preset::Home => "5–30 игроков, состав по калькулятору",
            Preset::Party => "5–30 игроков, доктор, роли открываются",
        },
        Msg::Next => "Далее",
        Msg::StepPlayers => "Игроки",
        Msg::StepLineup => "Состав и правила",
        Msg::StepDeal => "Раздача ролей",
        Msg::PlayerCount => "Сколько игроков",
        Msg::FewerPlayers => "Меньше игроков",
        Msg::MorePlayers => "Больше игроков",
        Msg::NamesHint => "Имена или ники по местам — по желанию. Запомнятся до следующей игры.",
        Msg::DrawSeats => "Рассадка жребием",
        Msg::SeatsDrawn => "Места разыграны — покажите экран всем",
        Msg::Lineup => "Состав",
        Msg::LineupFixed => "Состав задан правилами",
        Msg::LineupCalculator => "Предложение калькулятора; число мафии можно поменять",
        Msg::FewerMafia => "Меньше мафии",
        Msg::MoreMafia => "Больше мафии",
        Msg::RoleName(r) => match r {
            Role::Civilian => "Мирный житель",
            Role::Sheriff => "Шериф",
            Role::Doctor => "Доктор",
            Role::Silencer => "Маньяк",
            Role::Mafia => "Мафия",
            Role::Don => "Дон",
        },
        Msg::AdvancedRules => "Расширенные правила",
        Msg::AdvancedHint => "Правила выбранного набора. Поменяйте, если за столом играют иначе.",
        Msg::SwitchName(s) => match s {
            RuleSwitch::Reveal => "Роль выбывшего",
            RuleSwitch::Discussion => "Обсуждение днём",
            RuleSwitch::MafiaNight => "Ночь мафии",
            RuleSwitch::SingleCandidate => "Одна кандидатура",
            RuleSwitch::TiedVote => "Голос в переголосовании",
            RuleSwitch::WholeTableTie => "Все поровну",
            RuleSwitch::LastWordSeconds => "Последнее слово",
            RuleSwitch::HandLift => "Рука до «Спасибо»",
            RuleSwitch::Foul3Nominate => "Выставление с 3 фолами",
            RuleSwitch::Foul3Short => "Короткая речь с 3 фолами",
            RuleSwitch::BestMove => "Лучший ход",
            RuleSwitch::BlackWin => "Победа мафии",
            RuleSwitch::QuietRounds => "Тихие круги до ничьей",
            RuleSwitch::QuietResult => "Итог тихих кругов",
        },
        Msg::SwitchHelp(s) => match s {
            RuleSwitch::Reveal => "Открывать ли роль игрока, когда он покидает игру.",
            RuleSwitch::Discussion => "Речи по кругу по минуте или одно общее обсуждение.",
            RuleSwitch::MafiaNight => {
                "Мафия стреляет вслепую жестами или выбирает жертву с открытыми глазами."
            }
            RuleSwitch::SingleCandidate => {
                "Если выставлен один игрок (со второго дня), он уходит без голосования или голосования нет."
            }
            RuleSwitch::TiedVote => "Голосуют ли сами игроки с равными голосами при переголосовании.",
            RuleSwitch::WholeTableTie => {
                "Если голоса поделились поровну на всех живых, день заканчивается."
            }
            RuleSwitch::LastWordSeconds => "Время последнего слова игрока, ушедшего голосованием.",
            RuleSwitch::HandLift => "Рука поднята до «Спасибо» при голосовании: удаление или фол.",
            RuleSwitch::Foul3Nominate => "Может ли игрок с тремя фолами выставлять кандидатуру.",
            RuleSwitch::Foul3Short => "Игрок с тремя фолами говорит 30 секунд вместо минуты.",
            RuleSwitch::BestMove => "Убитый первой ночью называет трёх подозреваемых.",
            RuleSwitch::BlackWin => {
                "Мафия побеждает при равенстве с мирными или когда ушли все красные."
            }
            RuleSwitch::QuietRounds => "Сколько кругов подряд без выбывших дают конец игры.",
            RuleSwitch::QuietResult => "Чем кончаются тихие круги: ничьей или победой красных.",
        },
        Msg::On => "Да",
        Msg::Off => "Нет",
        Msg::OptSpeeches => "Речи",
        Msg::OptOpen => "Общее",
        Msg::OptBlind => "Вслепую",
        Msg::OptEyesOpen => "С открытыми глазами",
        Msg::OptEliminated => "Уходит",
        Msg::OptNoVote => "Без голосования",
        Msg::OptRemoval => "Удаление",
        Msg::OptWarning => "Фол",
        Msg::OptParity => "Паритет",
        Msg::OptAllRedsOut => "Все красные ушли",
        Msg::OptDraw => "Ничья",
        Msg::OptRedWins => "Победа красных",
        Msg::DealHow => "Как раздать роли",
        Msg::DealPass => "Телефон по кругу",
        Msg::DealPassLine => "Каждый игрок сам открывает свою карту на экране",
        Msg::DealCards => "Настоящие карты",
        Msg::DealCardsLine => "Вы раздаёте колоду и отмечаете карту каждого места",
        Msg::NoRandom => "Браузер не даёт случайных чисел — раздайте настоящие карты",
        Msg::PassHint => "Остальные не смотрят на экран",
        Msg::PickCard => "Выберите карту",
        Msg::CardBack => "Карта рубашкой вверх",
        Msg::HoldToSee => "Удерживайте, чтобы увидеть роль",
        Msg::YourRole => "Ваша роль",
        Msg::GotIt => "Готово — передать дальше",
        Msg::AllDealt => "Все роли розданы",
        Msg::AllDealtHint => "Телефон снова у ведущего. Роли скрыты до конца игры.",
        Msg::StartGame => "Начать игру",
        Msg::CardsHint => "Отметьте карту, которую получил игрок. Назад — исправить место.",
        Msg::CardsDone => "Все карты отмечены",
        Msg::SaveBroken => "Сохранённая игра не открывается",
        Msg::SaveKept => "Текст сохранения не удалён: скачайте или скопируйте его. Новую игру можно начать — он останется здесь.",
        Msg::WhyMalformed => "Текст повреждён или обрезан.",
        Msg::WhyNotASave => "Это не сохранение «Мафия — ведущий».",
        Msg::WhyNewer => "Сохранено более новой версией приложения.",
        Msg::WhySetup => "Рассадка в нём не подходит правилам.",
        Msg::WhyRefused => "Запись в нём больше не подходит правилам.",
        Msg::Download => "Скачать",
        Msg::Copy => "Копировать",
        Msg::Copied => "Скопировано",
        Msg::CopyFailed => "Браузер не дал скопировать — скачайте файл",
        Msg::Delete => "Удалить",
        Msg::SaveFailed => "Игра не сохраняется: память браузера недоступна или заполнена. Игра идёт дальше, но если закрыть страницу, она пропадёт.",
        Msg::Dismiss => "Понятно",
        Msg::UpdateReady => "Доступна новая версия приложения.",
        Msg::Reload => "Перезагрузить",
        Msg::Later => "Позже",
        Msg::OtherTab => "Эту игру продолжили в другой вкладке. Здесь она не сохраняется и нажатия не принимаются — играйте там или заберите игру сюда.",
        Msg::TakeOver => "Играть в этой вкладке",
        Msg::OtherTabNewGame => "В другой вкладке начали другую игру. Эта игра здесь не сохраняется и нажатия не принимаются — скачайте её журнал, чтобы не потерять, или откройте здесь игру из другой вкладки.",
        Msg::History => "История",
        Msg::HistoryTitle => "Сыгранные игры",
        Msg::HistoryEmpty => "Законченных игр пока нет.",
        Msg::SaveStuck => "Память телефона для приложения заполнена: этот текст занимает место сохранения, и пока он здесь, ни одна игра не сохраняется. Скачайте или скопируйте его, затем нажмите «Удалить» — тогда игры снова будут сохраняться.",
        Msg::AbandonTitle => "Начать новую игру?",
        Msg::AbandonBody => "Незаконченная игра не пропадёт: она уйдёт в историю как брошенная.",
        Msg::UnfinishedGame => "Незаконченная игра",
        Msg::NotInHistory => "Законченная игра не попала в историю (история повреждена или память переполнена). Она остаётся в сохранении до новой игры — скачайте её файл.",
        Msg::HistoryBroken => "История игр повреждена и не читается",
        Msg::RosterBroken => "Список игроков повреждён и не читается",
        Msg::StoreKept => "Текст сохранён как есть и не будет перезаписан: скачайте или скопируйте его. Пока он не удалён, сюда ничего не записывается; законченная игра остаётся в сохранении.",
        Msg::HistoryDropped => "История хранит 50 игр: самая старая удалена.",
        Msg::OpenFile => "Открыть файл",
        Msg::ScanCodes => "Сканировать коды",
        Msg::ReplaceTitle => "Заменить незаконченную игру?",
        Msg::ReplaceBody => "На этом телефоне есть незаконченная игра. Полученная игра ({n}) займёт её место, а сохранённая будет потеряна.",
        Msg::Replace => "Заменить",
        Msg::Cancel => "Отмена",
        Msg::ImportFailed => "Файл не открывается",
        Msg::Why => "Почему? Текст правила",
        Msg::WhyLoading => "Загружаю текст правила…",
        Msg::WhyFailed => "Текст правила не загрузился: приложение ещё не сохранено для работы без сети. Откройте его один раз онлайн или попробуйте снова.",
        Msg::WhyNoText => "Текста этого правила нет в файле правил.",
        Msg::Retry => "Ещё раз",
        Msg::Close => "Закрыть",
        Msg::Practice => "Тренировка",
        Msg::PracticeIntro => "Трудные случаи на настоящей игре: откройте случай, прочтите, что делать, и доиграйте. Тренировка не сохраняется и не попадает в историю; ваша сохранённая игра не меняется.",
        Msg::PracticeBanner => "Тренировка — не сохраняется",
        Msg::PracticeFailed => "Этот случай не открылся: правила игры его больше не допускают.",
        Msg::Players => "Игроки и статистика",
        Msg::PlayersTitle => "Игроки",
        Msg::PlayersEmpty => "Пока никого: имена из игр попадают сюда сами.",
        Msg::PlayersHint => "Статистика — по законченным играм из истории; у ролей — победы/игры.",
        Msg::Rename => "Переименовать",
        Msg::RenameEmpty => "Имя не может быть пустым.",
        Msg::Merged => "Имена объединены: это один игрок.",
        Msg::StatGames => "игр",
        Msg::StatWins => "побед",
        Msg::StatBestMoves => "лучших ходов",
        Msg::StatFouls => "фолов",
        Msg::Settings => "Настройки",
        Msg::SettingsTitle => "Настройки",
        Msg::ScoringTitle => "Баллы (Спорт)",
        Msg::ScoringHint => "Числа баллов — как принято в вашем клубе; дробь через точку или запятую, до ±10.",
        Msg::ScoreWin => "Победа команды, каждому",
        Msg::ScoreBestThree => "Лучший ход: 3 чёрных",
        Msg::ScoreBestTwo => "Лучший ход: 2 чёрных",
        Msg::ScoreFourFouls => "Удаление за 4 фола",
        Msg::ScoreDisqualified => "Дисквалификация",
        Msg::Save => "Сохранить",
        Msg::Saved => "Сохранено.",
        Msg::NotSaved => "Браузер не дал сохранить.",
        Msg::ResetDefaults => "Вернуть как в правилах",
        Msg::FixErrors => "Исправьте отмеченные числа: ничего не сохранено.",
        Msg::PointsEmpty => "Введите число, например 0,5.",
        Msg::PointsNotANumber => "Это не число: например 1, 0,4 или −0,5.",
        Msg::PointsTooPrecise => "Не больше двух знаков после запятой.",
        Msg::PointsTooLarge => "Не больше 10 по модулю.",
        Msg::Protocol => "Протокол",
        Msg::ProtocolTitle => "Протокол игры",
        Msg::Print => "Печать / PDF",
    }
}

fn en(msg: Msg) -> &'static str {
    match msg {
        Msg::AppTitle => "Mafia Host",
        Msg::Tagline => "Run the game from one phone: prompts, timers, voting.",
        Msg::NewGame => "New game",
        Msg::Continue => "Continue",
        Msg::NoSavedGame => "No saved game",
        Msg::Language => "Language",
        Msg::ChooseRules => "Choose the rules",
        Msg::Back => "Back",
        Msg::PresetName(p) => match p {
            Preset::Sport => "Sport",
            Preset::Club => "Club",
            Preset::Home => "Home",
            Preset::Party => "Party",
        },
        Msg::PresetLine(p) => match p {
            Preset::Sport => "10 players, FSM tournament rules, best move",
            Preset::Club => "10 players, club rules, gentler on fouls",
            Preset::Home => "5–30 players, line-up from the calculator",
            Preset::Party => "5–30 players, a Doctor, roles revealed",
        },
        Msg::Next => "Next",
        Msg::StepPlayers => "Players",
        Msg::StepLineup => "Line-up and rules",
        Msg::StepDeal => "Dealing the roles",
        Msg::PlayerCount => "How many players",
        Msg::FewerPlayers => "Fewer players",
        Msg::MorePlayers => "More players",
        Msg::NamesHint => "Names or nicknames by seat — optional. Remembered for the next game.",
        Msg::DrawSeats => "Draw seats by lot",
        Msg::SeatsDrawn => "Seats drawn — show the screen to everyone",
        Msg::Lineup => "Line-up",
        Msg::LineupFixed => "The rules fix the line-up",
        Msg::LineupCalculator => "The calculator's proposal; you may change the mafia count",
        Msg::FewerMafia => "Fewer mafia",
        Msg::MoreMafia => "More mafia",
        Msg::RoleName(r) => match r {
            Role::Civilian => "Civilian",
            Role::Sheriff => "Sheriff",
            Role::Doctor => "Doctor",
            Role::Silencer => "Silencer",
            Role::Mafia => "Mafia",
            Role::Don => "Don",
        },
        Msg::AdvancedRules => "Advanced rules",
        Msg::AdvancedHint => "The chosen rules. Change any that your table plays differently.",
        Msg::SwitchName(s) => match s {
            RuleSwitch::Reveal => "Role of an eliminated player",
            RuleSwitch::Discussion => "Day discussion",
            RuleSwitch::MafiaNight => "Mafia's night",
            RuleSwitch::SingleCandidate => "A lone candidate",
            RuleSwitch::TiedVote => "Tied players in a revote",
            RuleSwitch::WholeTableTie => "Whole table tied",
            RuleSwitch::LastWordSeconds => "Last word",
            RuleSwitch::HandLift => "Hand up before “Thank you”",
            RuleSwitch::Foul3Nominate => "Nominating with 3 fouls",
            RuleSwitch::Foul3Short => "Short speech with 3 fouls",
            RuleSwitch::BestMove => "Best move",
            RuleSwitch::BlackWin => "Mafia wins",
            RuleSwitch::QuietRounds => "Quiet rounds to a draw",
            RuleSwitch::QuietResult => "Quiet rounds end in",
        },
        Msg::SwitchHelp(s) => match s {
            RuleSwitch::Reveal => "Whether a player's role is shown when they leave the game.",
            RuleSwitch::Discussion => "A minute each in seat order, or one open discussion.",
            RuleSwitch::MafiaNight => {
                "Mafia shoot blind by gestures, or pick the victim eyes open."
            }
            RuleSwitch::SingleCandidate => {
                "With one nominee (from day 2) they leave without a vote, or no vote is held."
            }
            RuleSwitch::TiedVote => "Whether the tied players themselves vote in the revote.",
            RuleSwitch::WholeTableTie => {
                "If the votes split evenly over every living player, the day ends."
            }
            RuleSwitch::LastWordSeconds => "Time for the last word of a player voted out.",
            RuleSwitch::HandLift => "A hand up before “Thank you” in a vote: removal or a foul.",
            RuleSwitch::Foul3Nominate => "Whether a player with three fouls may nominate.",
            RuleSwitch::Foul3Short => "A player with three fouls speaks 30 seconds, not a minute.",
            RuleSwitch::BestMove => "The player killed on the first night names three suspects.",
            RuleSwitch::BlackWin => "Mafia win on parity with the reds, or once every red is out.",
            RuleSwitch::QuietRounds => "How many rounds in a row with nobody out end the game.",
            RuleSwitch::QuietResult => "What quiet rounds end in: a draw or a red win.",
        },
        Msg::On => "Yes",
        Msg::Off => "No",
        Msg::OptSpeeches => "Speeches",
        Msg::OptOpen => "Open",
        Msg::OptBlind => "Blind",
        Msg::OptEyesOpen => "Eyes open",
        Msg::OptEliminated => "Leaves",
        Msg::OptNoVote => "No vote",
        Msg::OptRemoval => "Removal",
        Msg::OptWarning => "Foul",
        Msg::OptParity => "Parity",
        Msg::OptAllRedsOut => "All reds out",
        Msg::OptDraw => "Draw",
        Msg::OptRedWins => "Red wins",
        Msg::DealHow => "How to deal the roles",
        Msg::DealPass => "Pass the phone",
        Msg::DealPassLine => "Each player opens their own card on the screen",
        Msg::DealCards => "Physical cards",
        Msg::DealCardsLine => "You deal a deck and mark each seat's card",
        Msg::NoRandom => "This browser gives no random numbers — deal physical cards",
        Msg::PassHint => "Everyone else looks away",
        Msg::PickCard => "Pick a card",
        Msg::CardBack => "A face-down card",
        Msg::HoldToSee => "Hold to see your role",
        Msg::YourRole => "Your role",
        Msg::GotIt => "Done — pass it on",
        Msg::AllDealt => "Every role is dealt",
        Msg::AllDealtHint => "The phone is back with the host. Roles stay hidden until the end.",
        Msg::StartGame => "Start the game",
        Msg::CardsHint => "Tap the card this player got. Back fixes the previous seat.",
        Msg::CardsDone => "Every card is marked",
        Msg::SaveBroken => "The saved game cannot be opened",
        Msg::SaveKept => "Its text is kept: download or copy it. You can start a new game; the text stays here.",
        Msg::WhyMalformed => "The text is damaged or cut short.",
        Msg::WhyNotASave => "This is not a Mafia Host save.",
        Msg::WhyNewer => "It was saved by a newer version of the app.",
        Msg::WhySetup => "The set-up in it breaks the rules.",
        Msg::WhyRefused => "An entry in it no longer fits the rules.",
        Msg::Download => "Download",
        Msg::Copy => "Copy",
        Msg::Copied => "Copied",
        Msg::CopyFailed => "The browser would not copy — download the file",
        Msg::Delete => "Delete",
        Msg::SaveFailed => "The game is not being saved: the browser's storage is off or full. Play goes on, but closing the page will lose it.",
        Msg::Dismiss => "OK",
        Msg::UpdateReady => "A new version of the app is available.",
        Msg::Reload => "Reload",
        Msg::Later => "Later",
        Msg::OtherTab => "This game was continued in another tab. This tab no longer saves it or takes taps — play there, or take the game over here.",
        Msg::TakeOver => "Play in this tab",
        Msg::OtherTabNewGame => "Another tab started a different game. This game is no longer saved here and takes no taps — download its log to keep it, or open the other tab's game here.",
        Msg::History => "History",
        Msg::HistoryTitle => "Finished games",
        Msg::HistoryEmpty => "No finished games yet.",
        Msg::SaveStuck => "The app's storage on this phone is full: this text takes the save's place, and while it is here no game is saved. Download or copy it, then tap Delete — games will be saved again.",
        Msg::AbandonTitle => "Start a new game?",
        Msg::AbandonBody => "The unfinished game is not lost: it goes into the history as abandoned.",
        Msg::UnfinishedGame => "Unfinished game",
        Msg::NotInHistory => "The finished game did not go into the history (it is damaged, or storage is full). It stays in the save until a new game: download its file.",
        Msg::HistoryBroken => "The history of games is damaged and does not read",
        Msg::RosterBroken => "The list of players is damaged and does not read",
        Msg::StoreKept => "The text is kept as it is and never written over: download or copy it. Until it is deleted nothing is written here; a finished game stays in the save.",
        Msg::HistoryDropped => "History keeps 50 games: the oldest was removed.",
        Msg::OpenFile => "Import a game file",
        Msg::ScanCodes => "Scan codes",
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
        Msg::Practice => "Practice",
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
        Msg::Settings => "Settings",
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
    }
}
