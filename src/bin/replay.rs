//! `cargo run --bin replay -- FILE.json`: replays a game log and prints one JSON object.
//!
//! Exit code 0: the log replays cleanly; 1: an action is refused (the object's `error`
//! names it); 2: the file cannot be read as a game log.

use mafia_host::engine::{
    Exit, Game, GameLog, GameState, LogError, Moment, ReplayFailure, SetupError, Stage,
};
use serde_json::{json, Value};
use std::process::ExitCode;

fn phase(state: &GameState) -> &'static str {
    match state.stage {
        Stage::FirstNight { .. } => "first_night",
        Stage::Morning => "morning",
        Stage::LastWord { .. } => "last_word",
        Stage::Speech { .. } => "speech",
        Stage::Discussion { .. } => "discussion",
        Stage::Voting(_) => "voting",
        Stage::TieSpeech { .. } => "tie_speech",
        Stage::AllLeave { .. } => "all_leave",
        Stage::BestMove { .. } => "best_move",
        Stage::Night { .. } => "night",
        Stage::GameOver => "game_over",
    }
}

fn summary(game: &Game, error: Value) -> Value {
    let state = game.state();
    let eliminated: Vec<Value> = state
        .eliminations
        .iter()
        .map(|e| {
            let how = match e.exit {
                Exit::VotedOut => "voted_out",
                Exit::Killed => "killed",
                Exit::Removed => "removed",
            };
            match e.at {
                Moment::Day(d) => json!({ "seat": e.seat, "how": how, "day": d }),
                Moment::Night(n) => json!({ "seat": e.seat, "how": how, "night": n }),
            }
        })
        .collect();
    let events: Vec<Value> = game
        .events()
        .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
        .collect();
    json!({
        "phase": phase(state),
        "day": state.day_number,
        "night": state.night_number,
        "alive": state.living(),
        "eliminated": eliminated,
        "winner": state.winner,
        "events": events,
        "error": error,
    })
}

/// Exit 2: the file is not a game log that can be played. The output is only `error`,
/// with `message` and `rule` (the R-ROLE rule a refused set-up breaks; null otherwise).
fn unreadable(message: String, rule: Option<&str>) -> ExitCode {
    eprintln!("replay: {message}");
    println!(
        "{}",
        json!({ "error": { "message": message, "rule": rule } })
    );
    ExitCode::from(2)
}

fn refused_setup(e: &SetupError) -> ExitCode {
    unreadable(
        LogError::Setup { error: e.clone() }.to_string(),
        Some(e.rule().as_str()),
    )
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: replay FILE.json");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => return unreadable(format!("cannot read {path}: {e}"), None),
    };
    let log = match GameLog::from_json(&text) {
        Ok(log) => log,
        Err(e) => return unreadable(e.to_string(), None),
    };
    let setup = match log.setup() {
        Ok(s) => s,
        Err(LogError::Setup { error }) => return refused_setup(&error),
        Err(e) => return unreadable(e.to_string(), None),
    };
    match Game::replay(setup, &log.actions) {
        Ok(game) => {
            println!("{}", summary(&game, Value::Null));
            ExitCode::SUCCESS
        }
        Err(ReplayFailure::Refused { game, error }) => {
            let err = json!({
                "index": error.index,
                "action": log.actions.get(error.index),
                "rule": error.error.rule.as_str(),
                "message": error.error.refusal.to_string(),
            });
            eprintln!("replay: action {} refused: {}", error.index, error.error);
            println!("{}", summary(&game, err));
            ExitCode::from(1)
        }
        Err(ReplayFailure::Setup(e)) => refused_setup(&e),
    }
}
