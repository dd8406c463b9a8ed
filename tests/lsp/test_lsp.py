"""batak lsp driven by a real LSP client (pytest-lsp, on pygls).

The server answers a request about a document only once it has judged the document's
current version, and publishes that version's diagnostics first: so a request after a
change is how a test waits for the change to be judged (`settle`).
"""

import json
import re
import subprocess
import sys
import threading
import time

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import BATAK, ROOT

FRIDAY = (ROOT / "examples" / "friday.toml").read_text(encoding="utf-8")
PLAYED = (ROOT / "examples" / "played.toml").read_text(encoding="utf-8")


def uri_of(name: str) -> str:
    # Documents need not exist on disk: the server reads only what the client sends.
    return (ROOT / "tests" / "lsp" / "unsaved" / name).as_uri()


def doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


async def settle(client: LanguageClient, uri: str):
    """Wait until the document's current version is judged; its outline and diagnostics."""
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=doc(uri))
    )
    return symbols, client.diagnostics.get(uri, [])


async def open_text(client, name, text, language="toml"):
    uri = uri_of(name)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=language, version=1, text=text
            )
        )
    )
    await settle(client, uri)
    return uri


def change(client, uri, version, start, end, text):
    """One incremental edit: (line, character) positions in the negotiated encoding."""
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=start[0], character=start[1]),
                        end=types.Position(line=end[0], character=end[1]),
                    ),
                    text=text,
                )
            ],
        )
    )


async def hints(client, uri):
    return await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=doc(uri),
            range=types.Range(
                start=types.Position(line=0, character=0),
                end=types.Position(line=1_000_000, character=0),
            ),
        )
    )


def parse_hint(label: str) -> dict:
    """`Ayşe +81 = 86 · Burak +2 = 75 …` as {side: (points, total)}; a deal after the
    end (`after the end, not counted: Ayşe = 91 · …`) has no points (None)."""
    sides = {}
    late = label.startswith("after the end, not counted: ")
    for part in label.removeprefix("after the end, not counted: ").split(" · "):
        if late:
            name, total = re.fullmatch(r"(.+) = (-?\d+)", part).groups()
            sides[name] = (None, int(total))
        else:
            name, points, total = re.fullmatch(r"(.+) ([+-]\d+) = (-?\d+)", part).groups()
            sides[name] = (int(points), int(total))
    return sides


def score_json(path):
    out = subprocess.run(
        [BATAK, "score", str(path), "--format", "json"],
        capture_output=True,
        check=True,
        cwd=ROOT,
    )
    return json.loads(out.stdout)


def position_in(text: str, needle: str, utf8: bool):
    """Line and column of `needle` in `text`, the column in UTF-8 bytes or UTF-16 units."""
    offset = text.index(needle)
    line = text.count("\n", 0, offset)
    before = text[text.rfind("\n", 0, offset) + 1 : offset]
    column = len(before.encode("utf-8")) if utf8 else len(before.encode("utf-16-le")) // 2
    return line, column


async def test_friday_hints_are_the_scorers_totals(client: LanguageClient):
    uri = await open_text(client, "friday.toml", FRIDAY)
    assert list(client.diagnostics[uri]) == []
    found = await hints(client, uri)
    scored = score_json("examples/friday.toml")
    deals = scored["deals"]
    assert len(found) == len(deals) + 1
    for hint, deal in zip(found, deals):
        sides = parse_hint(hint.label)
        assert {name: total for name, (_, total) in sides.items()} == deal["totals"]
        assert {name: points for name, (points, _) in sides.items()} == deal["points"]
    # Each deal's hint is at the end of its last line: deal 4 ends with `tricks = [9, 2, 1, 1]`.
    line, column = position_in(FRIDAY, "tricks = [9, 2, 1, 1]", utf8=False)
    assert (found[3].position.line, found[3].position.character) == (line, column + 21)
    # The standings and the result close the file.
    last = found[-1].label
    assert scored["result"]["summary"] in last
    for standing in scored["standings"]:
        assert f"{standing['rank']}. {standing['side']} {standing['total']}" in last


EXAMPLES = sorted(
    path.name for path in (ROOT / "examples").iterdir() if path.suffix in (".toml", ".yaml")
)


@pytest.mark.parametrize("name", EXAMPLES)
async def test_every_example_hints_the_scorers_totals(client: LanguageClient, name):
    """Players or teams, TOML or YAML, played or not: the numbers are batak score's."""
    path = ROOT / "examples" / name
    language = "yaml" if name.endswith(".yaml") else "toml"
    uri = await open_text(client, name, path.read_text(encoding="utf-8"), language)
    assert [d.code for d in client.diagnostics[uri]] == [
        d["code"] for d in score_json(f"examples/{name}")["diagnostics"]
    ]
    found = await hints(client, uri)
    deals = score_json(f"examples/{name}")["deals"]
    assert len(found) == len(deals) + 1
    for hint, deal in zip(found, deals):
        sides = parse_hint(hint.label)
        assert {side: total for side, (_, total) in sides.items()} == deal["totals"]
        if not deal["after_end"]:
            assert {side: points for side, (points, _) in sides.items()} == deal["points"]


async def test_hover_and_outline(client: LanguageClient):
    uri = await open_text(client, "friday.toml", FRIDAY)
    symbols, _ = await settle(client, uri)
    assert [symbol.name for symbol in symbols][:4] == [
        "1 · Burak 7♥ ✓",
        "2 · Cem 6 ✗",
        "3 · passed",
        "4 · Ayşe 8♠ ✓",
    ]
    line, column = position_in(FRIDAY, "bid = 8", utf8=False)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=doc(uri),
            position=types.Position(line=line, character=column),
        )
    )
    text = hover.contents.value
    assert "**Deal 4**" in text
    assert "| points | +81 | +2 | +1 | +1 |" in text
    assert "| total | 86 | 75 | -57 | 5 |" in text
    assert "Ayşe bid 8, took 9: made, 1 overtrick" in text


async def test_a_bad_tricks_row_after_a_change(client: LanguageClient):
    uri = await open_text(client, "friday.toml", FRIDAY)
    line, column = position_in(FRIDAY, "tricks = [2, 6, 3, 2]", utf8=False)
    # The last deal's 2 for Deniz becomes 3: 14 tricks.
    at = column + len("tricks = [2, 6, 3, ")
    change(client, uri, 2, (line, at), (line, at + 1), "3")
    _, diagnostics = await settle(client, uri)
    assert [d.code for d in diagnostics] == ["batak::deal::tricks_sum"]
    found = diagnostics[0]
    assert found.source == "batak"
    assert found.severity == types.DiagnosticSeverity.Error
    assert found.range.start == types.Position(line=line, character=column + len("tricks = "))
    assert found.range.end == types.Position(line=line, character=column + len("tricks = [2, 6, 3, 3]"))
    assert "help:" in found.message
    # Put back: the diagnostic goes.
    change(client, uri, 3, (line, at), (line, at + 1), "2")
    _, diagnostics = await settle(client, uri)
    assert list(diagnostics) == []


async def test_check_and_the_server_agree(client: LanguageClient, tmp_path):
    bad = FRIDAY.replace('declarer = "Burak"      # who', 'declarer = "Burrak"      # who').replace(
        "tricks = [2, 3, 3, 5]", "tricks = [2, 3, 3, 6]"
    )
    path = tmp_path / "bad.toml"
    path.write_text(bad, encoding="utf-8")
    out = subprocess.run(
        [BATAK, "check", str(path), "--format", "json"], capture_output=True, cwd=ROOT
    )
    checked = json.loads(out.stdout)
    codes = [d["code"] for d in checked["diagnostics"]]
    assert codes == ["batak::deal::unknown_player", "batak::deal::tricks_sum"]
    uri = await open_text(client, "bad.toml", bad)
    assert [d.code for d in client.diagnostics[uri]] == codes


async def test_a_misspelt_declarer_is_fixed_by_a_code_action(client: LanguageClient):
    text = FRIDAY.replace('declarer = "Ayşe"', 'declarer = "Ayse"')
    uri = await open_text(client, "friday.toml", text)
    diagnostics = client.diagnostics[uri]
    assert [d.code for d in diagnostics] == ["batak::deal::unknown_player"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc(uri),
            range=diagnostics[0].range,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )
    assert [action.title for action in actions] == ['Change to "Ayşe"']
    (edit,) = actions[0].edit.changes[uri]
    assert edit.range == diagnostics[0].range
    assert edit.new_text == '"Ayşe"'
    assert actions[0].kind == types.CodeActionKind.QuickFix


async def test_record_the_tricks_a_play_shows(client: LanguageClient):
    # Deal 1 of played.toml records its whole play and leaves `tricks` out: the action
    # writes the tricks batak counted from the play (Burak 9), those `batak score` prints.
    text = PLAYED
    uri = await open_text(client, "played.toml", text)
    assert [d.code for d in client.diagnostics[uri]] == []
    line, _ = position_in(text, "[[deals]]", utf8=False)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc(uri),
            range=types.Range(
                start=types.Position(line=line, character=0),
                end=types.Position(line=line + 1, character=0),
            ),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    tricks = list(score_json("examples/played.toml")["deals"][0]["tricks"].values())
    counts = ", ".join(map(str, tricks))
    assert tricks[1] == 9
    assert [action.title for action in actions] == [f"Record these tricks: [{counts}] (deal 1)"]
    (edit,) = actions[0].edit.changes[uri]
    assert edit.new_text == f"\ntricks = [{counts}]"


async def test_completion_offers_the_players(client: LanguageClient):
    # Opened valid, then typed into: the text no longer parses, the names are kept.
    uri = await open_text(client, "friday.toml", FRIDAY)
    end = FRIDAY.count("\n")
    change(client, uri, 2, (end, 0), (end, 0), '\n[[deals]]\ndeclarer = "')
    await settle(client, uri)
    text = FRIDAY + '\n[[deals]]\ndeclarer = "'
    lines = text.split("\n")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=doc(uri),
            position=types.Position(line=len(lines) - 1, character=len(lines[-1])),
        )
    )
    items = result.items if hasattr(result, "items") else result
    assert [item.label for item in items] == ["Ayşe", "Burak", "Cem", "Deniz"]


async def test_completion_of_settings_and_suits(client: LanguageClient):
    text = FRIDAY.replace('preset = "classic"', 'preset = "classic"\ndouble_penalty = ')
    uri = await open_text(client, "friday.toml", text)
    line, column = position_in(text, "double_penalty = ", utf8=False)
    items = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=doc(uri),
            position=types.Position(line=line, character=column + len("double_penalty = ")),
        )
    )
    assert [item.label for item in items] == ["true", "false"]
    line, column = position_in(text, 'trump = "♠"', utf8=False)
    items = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=doc(uri), position=types.Position(line=line, character=column + 9)
        )
    )
    labels = [item.label for item in items]
    assert "spades" in labels and "♠" in labels and "maça" in labels


async def test_cargo_toml_gets_nothing(client: LanguageClient):
    cargo = (ROOT / "Cargo.toml").read_text(encoding="utf-8")
    uri = await open_text(client, "Cargo.toml", cargo)
    assert list(client.diagnostics[uri]) == []
    symbols, _ = await settle(client, uri)
    assert not symbols
    assert not await hints(client, uri)
    items = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(uri), position=types.Position(line=1, character=0))
    )
    assert not items
    workflow = "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
    uri = await open_text(client, "ci.yaml", workflow, language="yaml")
    assert list(client.diagnostics[uri]) == []


# A line with Turkish letters and emoji before the mistake: its column differs by encoding.
WIDE = """players = ["Ayşe", "Burak", "Cem", "Deniz"]
deals = [
  { note = "ğüşİ 😀🂡", declarer = "Burrak", bid = 7, tricks = [2, 8, 2, 1] },
]
"""


async def test_positions_in_utf16(client: LanguageClient):
    await positions_in_the_negotiated_encoding(client, utf8=False)


async def test_positions_in_utf8(utf8_client: LanguageClient):
    await positions_in_the_negotiated_encoding(utf8_client, utf8=True)


async def positions_in_the_negotiated_encoding(client, utf8):
    expected = types.PositionEncodingKind.Utf8 if utf8 else types.PositionEncodingKind.Utf16
    assert client.init_result.capabilities.position_encoding == expected
    uri = await open_text(client, "wide.toml", WIDE)
    (found,) = client.diagnostics[uri]
    assert found.code == "batak::deal::unknown_player"
    line, column = position_in(WIDE, '"Burrak"', utf8)
    assert found.range.start == types.Position(line=line, character=column)
    assert found.range.end == types.Position(line=line, character=column + len('"Burrak"'))
    # An incremental edit in the same encoding, after the emoji: Burrak becomes Burak.
    start = column + 4
    change(client, uri, 2, (line, start), (line, start + 1), "")
    _, diagnostics = await settle(client, uri)
    assert list(diagnostics) == []
    found = await hints(client, uri)
    assert parse_hint(found[0].label)["Burak"] == (71, 71)


async def test_many_changes_judge_the_last(client: LanguageClient):
    """A 200,000-deal file: a burst of changes is judged at its last version."""
    deal = '[[deals]]\ndeclarer = "Burak"\nbid = 5\ntricks = [2, 5, 3, 3]\n'
    text = 'players = ["Ayşe", "Burak", "Cem", "Deniz"]\n[rules]\nend = "none"\n' + deal * 200_000
    uri = await open_text(client, "big.toml", text)
    assert list(client.diagnostics[uri]) == []
    line = 3 + 3  # the first deal's tricks line
    for version in range(2, 12):
        digit = str(version % 2 + 5)  # 5, 6, 5, 6 …: the last, version 11, is 6 (14 tricks)
        change(client, uri, version, (line, 13), (line, 14), digit)
    symbols, diagnostics = await settle(client, uri)
    assert [d.code for d in diagnostics] == ["batak::deal::tricks_sum"]
    assert diagnostics[0].range.start.line == line


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def message(obj) -> bytes:
    return frame(json.dumps(obj).encode())


def replies(out: bytes):
    return [json.loads(part) for part in re.split(rb"Content-Length: \d+\r\n\r\n", out)[1:]]


def test_malformed_messages_and_unknown_methods():
    """Raw JSON-RPC: what a client library would never send."""
    session = b"".join(
        [
            frame(b"{not json"),
            message({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {}}),
            message({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {"capabilities": {}}}),
            message({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
            frame(b'{"jsonrpc": "2.0", "id": 3}'),
            message({"jsonrpc": "2.0", "id": 4, "method": "batak/nothing", "params": {}}),
            message({"jsonrpc": "2.0", "method": "batak/nothing", "params": {}}),
            message({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {"bad": 1}}),
            message({"jsonrpc": "2.0", "id": 7, "method": "initialize", "params": {"capabilities": {}}}),
            b"Content-Length: nonsense\r\n\r\n",
            message({"jsonrpc": "2.0", "id": 6, "method": "shutdown"}),
            message({"jsonrpc": "2.0", "method": "exit"}),
        ]
    )
    run = subprocess.run([BATAK, "lsp"], input=session, capture_output=True, timeout=60)
    assert b"panicked" not in run.stderr, run.stderr
    assert run.returncode == 0
    answers = replies(run.stdout)
    by_id = {answer.get("id"): answer for answer in answers if "id" in answer}
    errors = [answer["error"]["code"] for answer in answers if answer.get("id") is None]
    assert errors == [-32700, -32700]  # the body that is not JSON, the bad header
    assert by_id[1]["error"]["code"] == -32002  # before initialize
    assert "capabilities" in by_id[2]["result"]
    assert by_id[3]["error"]["code"] == -32600  # JSON, but not a message
    assert by_id[4]["error"]["code"] == -32601  # unknown method
    assert by_id[5]["error"]["code"] == -32602  # parameters that are not a hover's
    assert by_id[6]["result"] is None
    assert by_id[7]["error"]["code"] == -32600  # initialize twice


def test_a_waiting_request_is_cancelled():
    """A hover on a document still being judged waits; `$/cancelRequest` ends the wait at
    once (RequestCanceled), before a later request is answered."""
    deal = '[[deals]]\ndeclarer = "Burak"\nbid = 5\ntricks = [2, 5, 3, 3]\n'
    text = 'players = ["Ayşe", "Burak", "Cem", "Deniz"]\n[rules]\nend = "none"\n' + deal * 200_000
    uri = uri_of("big.toml")
    hover = {"textDocument": {"uri": uri}, "position": {"line": 5, "character": 1}}
    session = b"".join(
        [
            message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
            message(
                {
                    "jsonrpc": "2.0",
                    "method": "textDocument/didOpen",
                    "params": {
                        "textDocument": {"uri": uri, "languageId": "toml", "version": 1, "text": text}
                    },
                }
            ),
            message({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": hover}),
            message({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 5}}),
            message({"jsonrpc": "2.0", "id": 7, "method": "batak/nothing", "params": {}}),
            message({"jsonrpc": "2.0", "id": 8, "method": "shutdown"}),
            message({"jsonrpc": "2.0", "method": "exit"}),
        ]
    )
    run = subprocess.run([BATAK, "lsp"], input=session, capture_output=True, timeout=300)
    assert b"panicked" not in run.stderr, run.stderr
    ids = [answer.get("id") for answer in replies(run.stdout) if "id" in answer]
    assert ids == [1, 5, 7, 8]
    cancelled = next(answer for answer in replies(run.stdout) if answer.get("id") == 5)
    assert cancelled["error"] == {"code": -32800, "message": "cancelled"}


def test_a_client_that_disappears():
    """The input ends without exit: the server ends, no panic; exit 1 unless it had
    been asked to shut down."""
    initialize = message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    opened = message(
        {
            "jsonrpc": "2.0",
            "method": "textDocument/didOpen",
            "params": {
                "textDocument": {
                    "uri": uri_of("friday.toml"),
                    "languageId": "toml",
                    "version": 1,
                    "text": FRIDAY,
                }
            },
        }
    )
    shutdown = message({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    for session, code in [(initialize + opened, 1), (initialize + opened + shutdown, 0)]:
        run = subprocess.run([BATAK, "lsp"], input=session, capture_output=True, timeout=60)
        assert b"panicked" not in run.stderr, run.stderr
        assert run.returncode == code
        assert replies(run.stdout)[0]["id"] == 1


def read_message(stream):
    """One framed message from a pipe."""
    length = None
    while True:
        raw = stream.readline()
        if not raw:
            raise EOFError("the server's output ended")
        line = raw.strip()
        if not line and length is not None:
            return json.loads(stream.read(length))
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])


def test_a_document_opened_again_with_the_same_version_is_judged_afresh():
    """A document closed and opened again (or opened twice) may come with the same
    version and another text: the judgement of the old text, still being made when the
    new one came, must not answer for the new one."""
    deal = '[[deals]]\ndeclarer = "Burak"\nbid = 5\ntricks = [2, 5, 3, 3]\n'
    players = 'players = ["Ayşe", "Burak", "Cem", "Deniz"]\n[rules]\nend = "none"\n'
    uri = uri_of("reopened.toml")
    server = subprocess.Popen([BATAK, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(payload):
        server.stdin.write(message({"jsonrpc": "2.0", **payload}))
        server.stdin.flush()

    def answer(id):
        while (reply := read_message(server.stdout)).get("id") != id:
            pass
        return reply

    def opened(deals):
        item = {"uri": uri, "languageId": "toml", "version": 1, "text": players + deal * deals}
        send({"method": "textDocument/didOpen", "params": {"textDocument": item}})

    outline = {"textDocument": {"uri": uri}}
    send({"id": 1, "method": "initialize", "params": {"capabilities": {}}})
    answer(1)
    try:
        for id, closed in [(2, True), (3, False)]:
            opened(200_000)
            time.sleep(0.3)  # the judging thread is at work on it
            if closed:
                send({"method": "textDocument/didClose", "params": outline})
            opened(id - 1)
            send({"id": id, "method": "textDocument/documentSymbol", "params": outline})
            assert len(answer(id)["result"]) == id - 1
        send({"id": 9, "method": "shutdown"})
        answer(9)
        send({"method": "exit"})
        assert server.wait(timeout=60) == 0
    finally:
        server.kill()


def test_a_document_opened_again_keeps_the_requests_waiting_on_it():
    """Found by a hostile round: a document opened again while requests waited on its
    judgement dropped them, and they were never answered."""
    uri = uri_of("twice.toml")
    item = {"uri": uri, "languageId": "toml", "version": 1, "text": FRIDAY}
    outline = {"textDocument": {"uri": uri}}
    messages = [message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})]
    for id in range(10, 30):
        messages.append(message({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": item}}))
        messages.append(message({"jsonrpc": "2.0", "id": id, "method": "textDocument/documentSymbol", "params": outline}))
    messages.append(message({"jsonrpc": "2.0", "id": 99, "method": "shutdown"}))
    messages.append(message({"jsonrpc": "2.0", "method": "exit"}))
    run = subprocess.run([BATAK, "lsp"], input=b"".join(messages), capture_output=True, timeout=120)
    assert b"panicked" not in run.stderr, run.stderr
    ids = sorted(answer["id"] for answer in replies(run.stdout) if "id" in answer)
    assert ids == [1, *range(10, 30), 99]


ESLI = (ROOT / "examples" / "esli.yaml").read_text(encoding="utf-8")


async def test_a_carriage_return_alone_ends_a_line(client: LanguageClient):
    """A YAML file whose lines end with `\r` alone: positions count those lines, so an
    edit on one of them is made where the editor made it, and the diagnostics after it
    are the text's."""
    text = ESLI.replace("\n", "\r")
    uri = await open_text(client, "esli-cr.yaml", text, language="yaml")
    assert list(client.diagnostics[uri]) == []
    offset = text.index("tricks: [4, 1, 4, 4]")
    line = text.count("\r", 0, offset)
    column = offset - (text.rfind("\r", 0, offset) + 1)
    at = column + len("tricks: [4, 1, 4, ")
    change(client, uri, 2, (line, at), (line, at + 1), "5")
    _, diagnostics = await settle(client, uri)
    assert [d.code for d in diagnostics] == ["batak::deal::tricks_sum"]
    assert diagnostics[0].range.start == types.Position(line=line, character=column + len("tricks: "))
    change(client, uri, 3, (line, at), (line, at + 1), "4")
    _, diagnostics = await settle(client, uri)
    assert list(diagnostics) == []


def nothing(id) -> bytes:
    """A request batak does not serve, answered MethodNotFound with its id."""
    return message({"jsonrpc": "2.0", "id": id, "method": "batak/nothing", "params": {}})


def test_a_frame_with_a_wrong_length_costs_that_frame_only():
    """A Content-Length too short, too long, negative or given twice with two values:
    the requests after that frame are answered."""
    body = json.dumps({"jsonrpc": "2.0", "id": 100, "method": "batak/nothing", "params": {}}).encode()
    n = len(body)
    bad = [
        b"Content-Length: %d\r\n\r\n" % (n - 7) + body,
        b"Content-Length: %d\r\n\r\n" % (n + 500) + body,
        b"Content-Length: -%d\r\n\r\n" % n + body,
        b"Content-Length: %d\r\nContent-Length: %d\r\n\r\n" % (n, n + 3) + body,
    ]
    session = [message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})]
    for number, frame in enumerate(bad):
        session += [frame, nothing(10 + number)]
    session += [message({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}), message({"jsonrpc": "2.0", "method": "exit"})]
    run = subprocess.run([BATAK, "lsp"], input=b"".join(session), capture_output=True, timeout=60)
    assert b"panicked" not in run.stderr, run.stderr
    assert run.returncode == 0
    ids = {answer.get("id") for answer in replies(run.stdout)}
    assert {1, 10, 11, 12, 13, 2} <= ids, ids


def test_a_body_said_to_be_too_long_is_not_waited_for():
    """A client that waits for each answer: after a frame that says it is longer than it
    is, the next request is answered, not taken as the rest of that body."""
    server = subprocess.Popen([BATAK, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    watchdog = threading.Timer(30, server.kill)
    watchdog.start()
    try:
        server.stdin.write(message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
        server.stdin.flush()
        assert read_message(server.stdout)["id"] == 1
        body = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "batak/nothing", "params": {}}).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % (len(body) + 5000) + body)
        server.stdin.flush()
        time.sleep(0.2)
        server.stdin.write(nothing(3))
        server.stdin.flush()
        answered = [read_message(server.stdout).get("id") for _ in range(2)]
        assert answered == [2, 3]
        server.stdin.write(message({"jsonrpc": "2.0", "id": 4, "method": "shutdown"}))
        server.stdin.write(message({"jsonrpc": "2.0", "method": "exit"}))
        server.stdin.flush()
        assert server.wait(timeout=30) == 0
    finally:
        watchdog.cancel()
        server.kill()


def test_a_request_id_outside_32_bits_is_answered_with_it():
    """Ids the protocol's 32-bit integers cannot hold get an answer (an invalid request)
    with that same id, not silence."""
    ids = [b"2147483648", b"-2147483649", b"1e3", b"9007199254740993"]
    session = [message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})]
    session += [frame(b'{"jsonrpc": "2.0", "id": %s, "method": "shutdown"}' % id) for id in ids]
    session += [message({"jsonrpc": "2.0", "method": "exit"})]
    run = subprocess.run([BATAK, "lsp"], input=b"".join(session), capture_output=True, timeout=60)
    assert b"panicked" not in run.stderr, run.stderr
    answers = replies(run.stdout)[1:]
    assert [answer["id"] for answer in answers] == [json.loads(id) for id in ids]
    assert all(answer["error"]["code"] == -32600 for answer in answers)



async def test_the_sheet_speaks_the_editors_language(turkish_client: LanguageClient):
    """Under a Turkish locale the hints, hover and diagnostics are Turkish; the numbers
    are the scorer's all the same."""
    client = turkish_client
    uri = await open_text(client, "friday.toml", FRIDAY)
    found = await hints(client, uri)
    assert "Burak kazandı" in found[-1].label
    assert parse_hint(found[0].label) == parse_hint(
        "Ayşe +2 = 2 · Burak +71 = 71 · Cem +2 = 2 · Deniz +1 = 1"
    )
    line, column = position_in(FRIDAY, "tricks = [9, 2, 1, 1]", utf8=False)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=types.Position(line=line, character=column))
    )
    assert "4. el" in hover.contents.value and "yaptı" in hover.contents.value
    line, column = position_in(FRIDAY, "tricks = [2, 6, 3, 2]", utf8=False)
    at = column + len("tricks = [2, 6, 3, ")
    change(client, uri, 2, (line, at), (line, at + 1), "3")
    _, diagnostics = await settle(client, uri)
    assert [d.code for d in diagnostics] == ["batak::deal::tricks_sum"]
    assert diagnostics[0].message.startswith("7. el: alınan el toplamı 14")
    assert "yardım:" in diagnostics[0].message


def apply_edits(text: str, edits) -> str:
    """The text with LSP edits (UTF-16 positions, as the client negotiated) made."""
    lines = text.split("\n")

    def offset(position):
        before = "\n".join(lines[: position.line])
        prefix = (before + "\n") if position.line else ""
        line = lines[position.line]
        units = line.encode("utf-16-le")[: 2 * position.character].decode("utf-16-le")
        return len(prefix) + len(units)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
        lines = text.split("\n")
    return text


async def test_a_player_is_renamed_as_batak_rename_does(client: LanguageClient, tmp_path):
    text = FRIDAY.replace("Ayşe", "Ayse")
    uri = await open_text(client, "friday.toml", text)
    at = text.index('declarer = "Ayse"') + len('declarer = "A')
    line = text[:at].count("\n")
    character = len(text[:at].split("\n")[-1].encode("utf-16-le")) // 2
    position = types.Position(line=line, character=character)
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=doc(uri), position=position)
    )
    assert prepared.placeholder == "Ayse"
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(uri), position=position, new_name="Ayşe")
    )
    renamed = apply_edits(text, edit.changes[uri])
    # The same text as batak rename writes.
    path = tmp_path / "friday.toml"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run([BATAK, "rename", str(path), "Ayse", "Ayşe"], capture_output=True)
    assert done.returncode == 0, done.stderr
    assert renamed == path.read_text(encoding="utf-8")
    # A name taken, and a place that is no name, are refused.
    with pytest.raises(Exception, match="taken"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=doc(uri), position=position, new_name="Burak")
        )
    nowhere = types.Position(line=0, character=0)
    assert (
        await client.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=doc(uri), position=nowhere)
        )
        is None
    )


if __name__ == "__main__":
    sys.exit(pytest.main([__file__]))
