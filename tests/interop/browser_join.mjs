// Joins a MeetDesk meeting with the public eyeson browser library in headless Chromium.
//
//   node browser_join.mjs --api http://127.0.0.1:PORT
//        (--access-key KEY | --guest-token TOKEN --name NAME | --permalink-token USER_TOKEN)
//        [--seconds 40] [--log console.log] [--toggle-video] [--end-meeting] [--expect-resume]
//        [--expect-width W]   (ok only once the remote video is W pixels wide, e.g. 1280: the composed picture)
//
// Serves page/ and the library's dist/eyeson.js from its own HTTP server (another origin than the
// engine), starts the library, and waits until the call is accepted and remote video plays and our
// own video is sent. Prints one JSON line per library event ("event ...") and a final "result {...}".
// Exit code 0 when every check passed, 1 otherwise.
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, logPage } from './chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const args = { seconds: 40, log: null, toggleVideo: false, chromium: process.env.CHROMIUM || '/usr/bin/chromium' };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    const next = () => argv[++i];
    if (key === '--api') args.api = next();
    else if (key === '--access-key') args.accessKey = next();
    else if (key === '--guest-token') args.guestToken = next();
    else if (key === '--permalink-token') args.permalinkToken = next();
    else if (key === '--name') args.name = next();
    else if (key === '--seconds') args.seconds = Number(next());
    else if (key === '--log') args.log = next();
    else if (key === '--toggle-video') args.toggleVideo = true;
    else if (key === '--end-meeting') args.endMeeting = true;
    else if (key === '--expect-resume') args.expectResume = true;
    else if (key === '--expect-width') args.expectWidth = Number(next());
    else if (key === '--chromium') args.chromium = next();
    else throw new Error(`unknown argument ${key}`);
  }
  if (!args.api || !(args.accessKey || args.guestToken || args.permalinkToken)) {
    throw new Error('need --api and one of --access-key, --guest-token, --permalink-token');
  }
  return args;
}

const FILES = {
  '/': [join(here, 'page', 'index.html'), 'text/html'],
  '/harness.js': [join(here, 'page', 'harness.js'), 'text/javascript'],
  '/eyeson.js': [join(here, 'node_modules', 'eyeson', 'dist', 'eyeson.js'), 'text/javascript'],
};

const notFound = [];  // page-server paths the page asked for in vain (favicon, the library's vbg assets)

async function servePage() {
  const server = createServer(async (req, res) => {
    const entry = FILES[new URL(req.url, 'http://x').pathname];
    if (!entry) {
      notFound.push(req.url);
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': entry[1], 'cache-control': 'no-store' });
    res.end(await readFile(entry[0]));
  });
  await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const lines = [];
  const log = line => {
    lines.push(`${new Date().toISOString()} ${line}`);
  };
  const server = await servePage();
  // "localhost" for the page, the engine's own host for the API: a cross-origin page either way.
  const pageUrl = `http://localhost:${server.address().port}/`;
  const browser = await launch(args.chromium);
  const events = [];
  const errors = [];
  let resumedAt = null;  // when call_resumed arrived (after the test dropped the sepp socket)
  let ok = false;
  let state = null;
  try {
    const page = browser.page;
    logPage(page, log, errors);
    page.on('websocket', ws => {
      log(`websocket open ${ws.url()}`);
      ws.on('framesent', f => log(`ws> ${ws.url().split('?')[0]} ${String(f.payload).slice(0, 400)}`));
      ws.on('framereceived', f => {
        const text = String(f.payload);
        if (text.includes('call_resumed')) resumedAt = Date.now();
        if (!text.includes('"type":"ping"')) log(`ws< ${ws.url().split('?')[0]} ${text.slice(0, 400)}`);
      });
      ws.on('close', () => log(`websocket closed ${ws.url().split('?')[0]}`));
      ws.on('socketerror', e => log(`websocket error ${e}`));
    });
    await page.exposeFunction('__report', text => {
      const item = JSON.parse(text);
      if (item.kind === 'event') {
        events.push(item.payload);
        console.log(`event ${JSON.stringify(item.payload)}`);
      } else if (item.kind === 'error') {
        errors.push(item.payload);
      }
      log(`report ${text.slice(0, 1000)}`);
    });
    await page.goto(pageUrl);
    if (args.accessKey) {
      await page.evaluate(([api, key]) => window.meetdesk.startWithKey(api, key), [args.api, args.accessKey]);
    } else if (args.permalinkToken) {
      await page.evaluate(([api, token]) => window.meetdesk.startPermalink(api, token), [args.api, args.permalinkToken]);
    } else {
      await page.evaluate(([api, token, name]) => window.meetdesk.startAsGuest(api, token, name),
        [args.api, args.guestToken, args.name || 'Browser guest']);
    }
    const deadline = Date.now() + args.seconds * 1000;
    let firstTime = null;
    let playing0 = null;
    let afterResume = null;
    let toggled = false;
    while (Date.now() < deadline) {
      await sleep(500);
      state = await page.evaluate(() => window.meetdesk.mediaState());
      const inVideo = state.inbound.video || {};
      const outVideo = state.outbound.video || {};
      if (inVideo.framesDecoded > 0 && firstTime === null) firstTime = state.currentTime;
      if (playing0 === null && firstTime !== null && state.currentTime > firstTime) {
        playing0 = Date.now();
        console.log('playing');  // the test may now drop the sepp socket (--expect-resume)
      }
      if (resumedAt !== null && afterResume === null && Date.now() - resumedAt > 1500) {
        afterResume = { time: state.currentTime, frames: inVideo.framesDecoded };
      }
      const resumedOk = !args.expectResume || (afterResume !== null && state.currentTime > afterResume.time + 0.5
        && inVideo.framesDecoded > afterResume.frames);
      const playing = firstTime !== null && state.currentTime > firstTime && state.videoWidth > 0
        && (!args.expectWidth || state.videoWidth === args.expectWidth);
      if (args.toggleVideo && playing && !toggled) {
        toggled = true;
        await page.evaluate(() => window.meetdesk.toggleVideo(false));
        await sleep(1000);
        await page.evaluate(() => window.meetdesk.toggleVideo(true));
      }
      const types = new Set(events.map(e => e.type));
      ok = playing && (outVideo.framesEncoded || 0) > 30 && types.has('accept') && types.has('podium')
        && (!args.toggleVideo || toggled) && resumedOk;
      if (ok) break;
      const failed = errors.length > 0 || events.some(e => e.type === 'error'
        || (e.type === 'connection' && e.connectionStatus === 'access_denied'));
      if (failed) {
        log('giving up: the library reported an error');
        break;
      }
    }
    log(`final state ${JSON.stringify(state)}`);
    if (ok) {  // chat round trip: send_chat -> POST /rooms/<key>/messages -> chat event(s) back
      await page.evaluate(() => window.meetdesk.lib.send({ type: 'send_chat', content: 'hello from the browser' }));
      await sleep(2000);
    }
    if (ok && args.endMeeting) {  // mute everybody (rt stfu), then end the meeting (DELETE /rooms/<key>)
      await page.evaluate(() => window.meetdesk.lib.send({ type: 'request_stfu' }));
      await sleep(1000);
      await page.evaluate(() => window.meetdesk.lib.send({ type: 'terminate_meeting' }));
      for (let i = 0; i < 20 && !events.some(e => e.type === 'exit'); i += 1) await sleep(250);
    }
    await page.evaluate(() => window.meetdesk.leave()).catch(() => {});
    await sleep(500);
  } finally {
    await browser.close();
    server.close();
    if (args.log) await writeFile(args.log, lines.join('\n') + '\n');
  }
  const chats = events.filter(e => e.type === 'chat').map(e => ({ content: e.content, user: e.user && e.user.name }));
  const result = { ok, state, errors, chats, resumed: resumedAt !== null, page_not_found: notFound, event_types: [...new Set(events.map(e => e.type))],
    connection_statuses: events.filter(e => e.type === 'connection').map(e => e.connectionStatus) };
  console.log(`result ${JSON.stringify(result)}`);
  process.exit(ok ? 0 : 1);
}

if (!existsSync(FILES['/eyeson.js'][0])) {
  console.error('node_modules missing: run npm ci in tests/interop');
  process.exit(2);
}
main().catch(err => {
  console.error(err.stack || String(err));
  process.exit(2);
});
