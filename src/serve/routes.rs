//! What `batak serve` answers: the token first (without it, 403 for every path and not a
//! word about the match), then the route. `GET /` is the page in the browser's language,
//! `GET /match.json` what `batak score FILE --format json` prints, `GET /events` the
//! stream of changes, `GET /assets/…` the page's own style and script; a POST changes
//! the file (`change`). Every other path is 404.

use super::http::{Method, Request, Response};
use super::security::{self, Shown};
use super::{Served, page};
use crate::lang;
use crate::render::{self, OutputFormat};

/// An answer: a response written whole, or the event stream.
pub(crate) enum Answer {
    Whole(Response),
    Events,
}

/// Answer `request`.
pub(crate) fn answer(request: &Request, served: &Served) -> Answer {
    let Some(shown) = security::shown(request, &served.token, served.port) else {
        return Answer::Whole(Response::plain(403));
    };
    let lang = request
        .header("accept-language")
        .and_then(lang::accepted)
        .unwrap_or(served.lang);
    let response = match (request.method, request.path.as_str()) {
        (Method::Get, "/") => {
            let fix = super::http::form_pairs(request.query.as_bytes())
                .unwrap_or_default()
                .into_iter()
                .find(|(name, _)| name == "fix")
                .and_then(|(_, value)| value.trim().parse().ok());
            page::page_fixing(lang, served, None, fix)
        }
        (Method::Get, "/match.json") => match_json(served),
        (Method::Get, "/events") => return Answer::Events,
        (Method::Get, path) => page::asset(path).unwrap_or_else(|| Response::plain(404)),
        (Method::Post, path) => match super::form::route(path) {
            Some(route) => super::change::post(request, served, shown, route, lang),
            None => Response::plain(404),
        },
        (Method::Other, _) => Response::plain(404),
    };
    Answer::Whole(if shown == Shown::Query {
        response.with(
            "Set-Cookie",
            security::set_cookie(&served.token, served.port),
        )
    } else {
        response
    })
}

/// `GET /match.json`: the file read now and written as `batak score --format json`
/// writes it (its diagnostics when it has errors), status 200 either way.
fn match_json(served: &Served) -> Response {
    let (outcome, _) = served.read();
    let style = render::Table {
        color: false,
        width: crate::layout_width(false),
        lang: lang::Lang::En,
    };
    let mut exporter = render::exporter(OutputFormat::Json, style);
    let mut bytes = Vec::new();
    let _ = exporter
        .write(render::View::Match(&outcome), &mut bytes)
        .and_then(|()| exporter.end(&mut bytes));
    served.remember(outcome);
    Response::new(200, "application/json", bytes)
}
