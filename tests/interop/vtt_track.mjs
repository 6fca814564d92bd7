// Loads a WebVTT file as the <track> of a <video> in headless Chromium, as a web page that shows a MeetDesk
// transcript beside its recording would (tests/interop/test_transcript_track.py).
//
//   node vtt_track.mjs --vtt transcript.vtt --video video.webm [--seek SECONDS] [--log page.log]
//
// Serves a page, the video (video/webm) and the transcript (text/vtt) from its own HTTP server on 127.0.0.1,
// waits until the track has loaded (its load event, or its error event), optionally seeks the video to
// SECONDS and waits for the cues active there, then prints one line: "result {...}" with the track's
// readyState and mode, whether load or error fired, every cue (id, start, end, raw text, the text of its
// HTML form, the voice span's title), the video's state after the seek and the ids of the cues active then.
// Exit code 0 when the track loaded without an error, 1 otherwise. The server answers byte ranges: without
// them Chromium cannot seek the video (currentTime stays 0).
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { launch, logPage } from './chromium.mjs';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>transcript</title></head><body>
<video id="video" src="/video.webm" muted preload="auto" width="160" height="120">
  <track id="track" kind="captions" src="/transcript.vtt" srclang="en" label="Transcript" default
         onload="window.trackEvents.push('load')" onerror="window.trackEvents.push('error')">
</video>
<script>window.trackEvents = window.trackEvents || [];</script>
</body></html>`;

function parseArgs(argv) {
  const args = { chromium: process.env.CHROMIUM || '/usr/bin/chromium', seek: null, log: null, seconds: 40 };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    const next = () => argv[++i];
    if (key === '--vtt') args.vtt = next();
    else if (key === '--video') args.video = next();
    else if (key === '--seek') args.seek = Number(next());
    else if (key === '--log') args.log = next();
    else if (key === '--seconds') args.seconds = Number(next());
    else if (key === '--chromium') args.chromium = next();
    else throw new Error(`unknown argument ${key}`);
  }
  if (!args.vtt || !args.video) throw new Error('need --vtt and --video');
  return args;
}

async function serve(args) {
  const files = {
    '/': async () => [Buffer.from(PAGE), 'text/html; charset=utf-8'],
    '/video.webm': async () => [await readFile(args.video), 'video/webm'],
    '/transcript.vtt': async () => [await readFile(args.vtt), 'text/vtt; charset=utf-8'],
  };
  const server = createServer(async (req, res) => {
    const entry = files[new URL(req.url, 'http://x').pathname];
    if (!entry) {
      res.writeHead(404).end('not found');
      return;
    }
    const [body, type] = await entry();
    // byte ranges, as any web server: without them the video is not seekable (currentTime stays 0)
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range || '');
    const headers = { 'content-type': type, 'accept-ranges': 'bytes', 'cache-control': 'no-store' };
    if (range) {
      const first = Number(range[1]);
      const last = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
      res.writeHead(206, { ...headers, 'content-range': `bytes ${first}-${last}/${body.length}`,
        'content-length': last - first + 1 });
      res.end(body.subarray(first, last + 1));
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  });
  await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const lines = [];
  const log = line => lines.push(`${new Date().toISOString()} ${line}`);
  const errors = [];
  const server = await serve(args);
  const browser = await launch(args.chromium);
  const result = { ok: false };
  try {
    logPage(browser.page, log, errors);
    await browser.page.goto(`http://127.0.0.1:${server.address().port}/`);
    // readyState 2 LOADED or 3 ERROR; the events attached in the markup, before the page's scripts run
    await browser.page.waitForFunction(() => {
      const track = document.getElementById('track');
      return track.readyState >= 2 && window.trackEvents.length > 0;
    }, null, { timeout: args.seconds * 1000 });
    Object.assign(result, await browser.page.evaluate(() => {
      const element = document.getElementById('track');
      const cues = Array.from(element.track.cues || [], cue => {
        const html = cue.getCueAsHTML();
        const voice = html.querySelector ? html.querySelector('[title]') : null;
        return { id: cue.id, start: cue.startTime, end: cue.endTime, text: cue.text, plain: html.textContent,
          voice: voice ? voice.getAttribute('title') : '' };
      });
      return { readyState: element.readyState, mode: element.track.mode, events: window.trackEvents, cues };
    }));
    if (args.seek !== null && result.readyState === 2) {
      result.duration = await browser.page.evaluate(async seek => {
        const video = document.getElementById('video');
        if (video.readyState < 1) await new Promise(resolve => video.addEventListener('loadedmetadata', resolve, { once: true }));
        await new Promise(resolve => { video.addEventListener('seeked', resolve, { once: true }); video.currentTime = seek; });
        window.videoState = { readyState: video.readyState, error: video.error && video.error.message, t: video.currentTime };
        return video.duration;
      }, args.seek);
      await browser.page.waitForFunction(() => document.getElementById('track').track.activeCues.length > 0,
        null, { timeout: 10000 }).catch(() => log('no cue became active after the seek'));
      result.videoState = await browser.page.evaluate(() => window.videoState);
      result.active = await browser.page.evaluate(
        () => Array.from(document.getElementById('track').track.activeCues, cue => cue.id));
    }
    result.pageErrors = errors;
    result.ok = result.readyState === 2 && result.events.includes('load') && !result.events.includes('error');
  } catch (err) {
    result.error = String(err);
    log(`error ${err.stack || err}`);
  } finally {
    await browser.close();
    server.close();
    if (args.log) await writeFile(args.log, lines.join('\n') + '\n');
  }
  console.log(`result ${JSON.stringify(result)}`);
  process.exit(result.ok ? 0 : 1);
}

main().catch(err => {
  console.error(err);
  process.exit(1);
});
