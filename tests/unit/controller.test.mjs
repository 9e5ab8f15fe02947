// The game controller (www/game/controller.js) and its words (www/game/words.js) under node's
// test runner, with the real engine (the wasm built into dist/www/pkg, see tests/wasm/load.mjs)
// and no browser: selection and choosers, draw offers, undo policy, resignation and turn-taking
// with a bot, in all four games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../wasm/load.mjs';
import { Session, specOf } from '../../www/engine/engine.js';
import { GameController } from '../../www/game/controller.js';
import { describeResult, moveText, statusText } from '../../www/game/words.js';
import { loadCatalogs } from '../catalogs.mjs';

// The words of moves, results and notices come from the message catalogs.
await loadCatalogs();

const wasm = await loadEngine();

// White Ka1, Pe9; Black Kl6, Rd9, Nf10. e9-e10 promotes (four choices).
const HEX_PROMOTION = '1/1n1/rP3/7/9/10k/11/11/11/11/K10 w - 0 1';
// Black has just played f7-f5 (en passant cell f6); White's e5 pawn may take it on f6.
const HEX_EN_PASSANT = 'k/3/5/7/9/11/4PpP4/11/11/11/K10 w f6 0 1';
// White's King on d10 is attacked by the rook on a10; the swap d10<>h4 (with the knight) is legal.
const TIMUR_SWAP = 'r2K7/11/11/11/11/F3PR6/7N3/11/11/10k w -,- Ss 00 0 1';
// The pawn of pawns one step from the last rank, never arrived yet: b9-b10 sends it to a3.
const TIMUR_PAWN_OF_PAWNS = '10k/1PP9/11/11/11/11/6pv4/11/11/5K5 w -,- Ss 00 0 1';
// Wu to move; gc4-gc5 gd3-gc3 gd5-gd1 defeats Wu (Shu takes over), then ba4-ba5 bi3-bi1 wins.
const SANGUO_ENDGAME = '9/9/9/9/3rK5|3rR5/2gS6/3bS5/9/3gK5|9/bS8/8rR/gR8/4bK4 g rgb 0 40';

/** A bot that plays the first legal move at once, recording each request. */
function firstMoveBot() {
  const requests = [];
  return {
    requests,
    cancelled: 0,
    async move(request) {
      requests.push(request);
      const game = new wasm.Game(request.variant, request.position);
      for (const m of request.moves) game.play(m);
      const state = game.state();
      game.free();
      return state.moves.length ? { notation: state.moves[0].notation, elapsed_ms: 1, depth: 1 } : null;
    },
    cancel() {
      this.cancelled += 1;
    },
  };
}

/** A controller of `variant` from `position`, with every change it sends recorded. */
function make(variant, { position = '', seats = null, bot = null, replay = [] } = {}) {
  const created = Session.create(wasm, variant, position);
  assert.ok(created.session, created.error);
  const spec = specOf(wasm, variant);
  assert.ok(!spec.error, spec.error);
  const controller = new GameController({
    session: created.session,
    spec,
    seats,
    start: position,
    bot,
    replay,
    wait: async () => {},
    now: () => 0,
  });
  const changes = [];
  controller.subscribe((change) => changes.push(change));
  return { controller, changes };
}

/** Waits until the bot's pending request has been answered and played. */
async function settle(controller) {
  for (let i = 0; i < 50 && controller.pending; i++) await new Promise((r) => setImmediate(r));
}

const play = (controller, notation) => {
  const move = controller.state.moves.find((m) => m.notation === notation);
  assert.ok(move, `${notation} is legal in ${controller.state.position}`);
  return controller.play(move);
};

for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
  test(`${variant}: a tap between two cells plays the one move there; the state follows`, () => {
    const { controller, changes } = make(variant);
    const first = controller.state.moves[0];
    assert.equal(controller.choice(first.from, first.from).play, undefined, 'a piece to its own cell is no move');
    const { play: chosen } = controller.choice(first.from, first.to);
    assert.deepEqual(chosen, first);
    const change = controller.play(chosen);
    assert.equal(change.type, 'move');
    assert.equal(change.mover.cell, first.from);
    assert.deepEqual(controller.state.history, [first.notation]);
    assert.deepEqual(controller.movers, [String(controller.players[0].letter)]);
    assert.equal(controller.played[0].notation, first.notation);
    assert.equal(changes.at(-1), change);
    assert.match(moveText(controller, change), new RegExp(`${first.from}.*${first.to}`));
    assert.ok(statusText(controller).length > 0);
    controller.destroy();
  });

  test(`${variant}: people only — undo takes back one ply, resignation ends the game`, () => {
    const { controller } = make(variant);
    assert.equal(controller.canUndo, false);
    play(controller, controller.state.moves[0].notation);
    play(controller, controller.state.moves[0].notation);
    assert.equal(controller.canUndo, true);
    assert.equal(controller.undo(), true);
    assert.equal(controller.state.history.length, 1);
    assert.equal(controller.movers.length, 1);
    assert.equal(controller.played.length, 1);
    const loser = String(controller.state.turn);
    assert.equal(controller.resign(loser), true);
    const result = controller.state.result;
    assert.equal(result.rule_id, 'resignation');
    assert.ok(!result.winners.includes(loser));
    assert.deepEqual(controller.playable, [], 'no move after the end');
    assert.equal(controller.resign(loser), false, 'a finished game cannot be resigned again');
    assert.ok(describeResult(controller, result).title.length > 0);
    controller.destroy();
  });

  test(`${variant}: against the computer, the bot answers each move and undo goes back to the person`, async () => {
    const players = specOf(wasm, variant).players.length;
    const seats = ['human', ...Array(players - 1).fill('normal')];
    const bot = firstMoveBot();
    const { controller } = make(variant, { seats, bot });
    controller.start();
    assert.equal(controller.pending, null, 'the person moves first');
    play(controller, controller.state.moves[0].notation);
    assert.equal(controller.pending?.kind, 'bot');
    assert.deepEqual(controller.playable, [], 'no moves for the person while the bot thinks');
    await settle(controller);
    await settle(controller);
    assert.equal(controller.state.history.length, players, 'every bot seat has answered');
    assert.equal(String(controller.state.turn), String(controller.players[0].letter));
    assert.equal(bot.requests.length, players - 1);
    const spec = controller.spec;
    assert.equal(controller.undoAllowed, spec.undo_against_bot);
    if (spec.undo_against_bot) {
      assert.equal(controller.undo(), true);
      assert.equal(controller.state.history.length, 0, "back to before the person's move");
      // A game the person has lost or resigned stays over: Undo does not reopen it.
      play(controller, controller.state.moves[0].notation);
      await settle(controller);
      await settle(controller);
      assert.equal(controller.canUndo, true);
      assert.equal(controller.resign(String(controller.players[0].letter)), true);
      assert.equal(controller.canUndo, false, 'nothing to take back once the game is over');
      assert.equal(controller.undo(), false);
      assert.equal(controller.state.result?.rule_id, 'resignation', 'the resignation stands');
      assert.equal(controller.state.history.length, players);
    } else {
      assert.equal(controller.undo(), false, `${variant} is played without taking moves back against the computer`);
      assert.equal(controller.state.history.length, players);
    }
    controller.destroy();
  });
}

test('hex: a promotion asks which piece, strongest first; the chosen one is played', () => {
  const { controller } = make('hex', { position: HEX_PROMOTION });
  const choice = controller.choice('e9', 'e10');
  assert.equal(choice.play, undefined);
  assert.deepEqual(
    choice.promotion.map((o) => o.kind),
    ['queen', 'rook', 'bishop', 'knight'],
  );
  const knight = choice.promotion.find((o) => o.kind === 'knight').move;
  const change = controller.play(knight);
  assert.equal(change.promoted, true);
  assert.equal(change.landed.kind, 'knight');
  assert.match(moveText(controller, change), /knight/);
  controller.destroy();
});

test('hex: en passant takes the pawn beside, and says so', () => {
  const { controller } = make('hex', { position: HEX_EN_PASSANT });
  const capture = controller.state.moves.find((m) => m.to === 'f6' && m.captures);
  assert.ok(capture, 'an en passant move marks the cell it takes on');
  assert.notEqual(capture.captures, capture.to);
  const change = controller.play(capture);
  assert.equal(change.taken?.cell, capture.captures);
  assert.match(moveText(controller, change), /captured/);
  controller.destroy();
});

test('jungle: draw offers — one stands until answered by a move, both make a draw', () => {
  const { controller } = make('jungle');
  assert.equal(controller.draw('r'), 'offered');
  assert.equal(controller.draw('r'), 'withdrawn');
  assert.equal(controller.draw('r'), 'offered');
  play(controller, controller.state.moves[0].notation);
  assert.ok(controller.drawOffers.has('r'), "one's own offer survives one's own move");
  assert.equal(controller.draw('b'), 'agreed');
  assert.equal(controller.state.result.rule_id, 'agreement');
  assert.deepEqual(controller.state.result.winners, []);
  assert.equal(describeResult(controller, controller.state.result).title, 'Draw');
  controller.destroy();
});

test("jungle: a move declines the other side's offer; a bot game has no draw offers", () => {
  const { controller } = make('jungle');
  controller.draw('b');
  play(controller, controller.state.moves[0].notation);
  assert.equal(controller.drawOffers.size, 0);
  controller.destroy();
  const vsBot = make('jungle', { seats: ['human', 'easy'], bot: firstMoveBot() }).controller;
  assert.equal(vsBot.draw('r'), null);
  vsBot.destroy();
});

test('sanguo: no draw offers; three players take turns; a defeat drops a kingdom from alive', () => {
  const { controller } = make('sanguo', { position: SANGUO_ENDGAME });
  assert.equal(controller.spec.draw_offers, false);
  assert.equal(controller.draw('g'), null);
  assert.deepEqual(controller.alive, ['r', 'g', 'b']);
  for (const m of ['gc4-gc5', 'gd3-gc3', 'gd5-gd1']) play(controller, m);
  assert.deepEqual(controller.alive, ['r', 'b']);
  const wu = controller.state.pieces.filter((p) => p.home === 'g');
  assert.ok(wu.length > 0 && wu.every((p) => p.owner === 'r'), "Shu holds Wu's army");
  for (const m of ['ba4-ba5', 'bi3-bi1']) play(controller, m);
  const result = controller.state.result;
  assert.equal(result.rule_id, 'last-general');
  assert.deepEqual(result.winners, ['r']);
  controller.destroy();
});

test('timur: the King swap is a typed move and uses up the right', () => {
  const { controller } = make('timur', { position: TIMUR_SWAP });
  assert.deepEqual(controller.state.extras.swap_rights, ['w', 'b']);
  const swap = controller.state.moves.find((m) => m.swap);
  assert.ok(swap, 'the swap is offered');
  assert.deepEqual([swap.from, swap.to], ['d10', 'h4']);
  const change = controller.play(swap);
  assert.equal(change.promoted, false);
  assert.deepEqual(controller.state.extras.swap_rights, ['b']);
  assert.equal(controller.played[0].swap, true);
  controller.destroy();
});

test("timur: the pawn of pawns' arrivals are counted by the engine", () => {
  const { controller } = make('timur', { position: TIMUR_PAWN_OF_PAWNS });
  assert.deepEqual(controller.state.extras.arrivals, [0, 0]);
  const pawn = controller.pieceAt('b9');
  assert.equal(pawn.pawn_of, 'pawns');
  play(controller, 'b9-b10');
  assert.deepEqual(controller.state.extras.arrivals, [1, 0]);
  assert.equal(controller.pieceAt('a3')?.pawn_of, 'pawns');
  controller.destroy();
});

test('a saved game replays; one that no longer replays starts afresh and says so', () => {
  const game = new wasm.Game('jungle', '');
  const first = game.state().moves[0].notation;
  game.play(first);
  const second = game.state().moves[0].notation;
  game.free();
  const good = make('jungle', { replay: [first, second] }).controller;
  assert.equal(good.replayFailed, false);
  assert.deepEqual(good.movers, ['r', 'b']);
  assert.equal(good.played.length, 2);
  good.destroy();
  const bad = make('jungle', { replay: [first, first] }).controller;
  assert.equal(bad.replayFailed, true);
  assert.equal(bad.state.history.length, 0);
  bad.destroy();
});

test('a resignation is given back after a replay (language switch)', () => {
  const { controller } = make('hex', { replay: [] });
  controller.restoreResult({ rule_id: 'resignation', winners: ['b'] });
  assert.equal(controller.state.result.rule_id, 'resignation');
  assert.deepEqual(controller.state.result.winners, ['b']);
  controller.destroy();
});

test('online, the engine helps nobody until the game has ended: a player, a watcher', () => {
  for (const seats of [
    ['human', 'remote'],
    ['remote', 'remote'],
  ]) {
    const { controller } = make('hex', { seats });
    controller.resync(['f5-f6', 'e7-e6'], []);
    assert.equal(controller.online, true);
    assert.equal(controller.engineHelp, false, `${seats}: during the game`);
    assert.equal(controller.canHint, false);
    assert.ok(controller.endAs('resign:b'));
    assert.equal(controller.engineHelp, true, `${seats}: once it has ended`);
    controller.destroy();
  }
  // On one device and against the computer the engine always helps.
  for (const seats of [null, ['human', 'easy']]) {
    const { controller } = make('hex', { seats });
    assert.equal(controller.engineHelp, true);
    controller.destroy();
  }
});

test('a hint asks the bot for the person to move and is cleared by the next move', async () => {
  const bot = firstMoveBot();
  const { controller, changes } = make('jungle', { seats: ['human', 'easy'], bot });
  assert.equal(controller.canHint, true);
  controller.requestHint();
  assert.equal(controller.pending?.kind, 'hint');
  await settle(controller);
  const hint = changes.find((c) => c.type === 'hint');
  assert.ok(hint, 'a hint was given');
  assert.equal(bot.requests[0].level, 'normal');
  controller.play(hint.move);
  assert.equal(controller.hint, null);
  controller.destroy();
});
