//! Every word the app shows, in Russian (the app's first language) and English. One `match`
//! per language over [`Msg`], so a key without a translation does not compile.

use crate::engine::Preset;

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
    }
}
