// Opens a guest link in headless Chromium with fake media and reports what the guest page says about the
// page's security and the camera and microphone, then joins (without waiting for media):
//
//   node secure_context.mjs --url LINK [--accept-certificate] [--deny-media]
//
// --accept-certificate: the browser accepts the engine's own certificate, as a user does who clicked through
// the warning (playwright's ignoreHTTPSErrors). --deny-media: camera and microphone permission denied.
// Prints one line "result {...}"; exit code 0 unless the page failed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium.mjs';

const args = { chromium: process.env.CHROMIUM || '/usr/bin/chromium' };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 1) {
  if (argv[i] === '--url') args.url = argv[++i];
  else if (argv[i] === '--accept-certificate') args.accept = true;
  else if (argv[i] === '--deny-media') args.deny = true;
  else throw new Error(`unknown argument ${argv[i]}`);
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
const profile = await mkdtemp(join(tmpdir(), 'meetdesk-chromium-'));
const chromiumArgs = args.deny
  ? [...CHROMIUM_ARGS.filter(a => a !== '--use-fake-ui-for-media-stream'), '--deny-permission-prompts']
  : CHROMIUM_ARGS;
const context = await chromium.launchPersistentContext(profile, {
  executablePath: args.chromium, headless: true, args: chromiumArgs, ignoreHTTPSErrors: !!args.accept,
  viewport: { width: 1280, height: 800 },
  permissions: args.deny ? [] : ['camera', 'microphone'],
});
const errors = [];
let result = {};
try {
  const page = context.pages()[0] || await context.newPage();
  page.on('pageerror', err => errors.push(String(err)));
  // straight into the browser: the link's fragment gains `browser` beside the fingerprint
  const url = args.url.includes('#') ? `${args.url}&browser` : `${args.url}#browser`;
  await page.goto(url);
  let state = null;
  for (let i = 0; i < 80; i += 1) {
    state = await page.evaluate(() => window.meetdeskGuest.state());
    if (state.media) break;
    await sleep(250);
  }
  const text = id => page.evaluate(i => {
    const el = document.getElementById(i);
    return el && !el.hidden ? el.textContent.replace(/\s+/g, ' ').trim() : null;
  }, id);
  result = {
    secure: await page.evaluate(() => window.isSecureContext), media: state && state.media,
    deviceNote: await text('device-note'), certNote: await text('cert-note'),
    certFingerprint: await text('cert-fingerprint'),
    appLink: await page.evaluate(() => document.getElementById('open-app').getAttribute('href')),
    // at 1280x800: the fingerprint inside its card (no overflow) and clear of the camera-preview card
    fingerprintFits: await page.evaluate(() => {
      const code = document.getElementById('cert-fingerprint');
      if (!code || code.closest('[hidden]')) return null;
      const box = code.getBoundingClientRect();
      const card = code.closest('.card').getBoundingClientRect();
      const preview = document.querySelector('.join-card').getBoundingClientRect();
      const inside = box.left >= card.left && box.right <= card.right && code.scrollWidth <= code.clientWidth + 1;
      const clear = box.right <= preview.left || box.left >= preview.right || box.bottom <= preview.top
        || box.top >= preview.bottom;
      return inside && clear;
    }),
  };
  await page.fill('#name', 'Watcher');
  await page.click('#join');
  for (let i = 0; i < 80; i += 1) {
    state = await page.evaluate(() => window.meetdeskGuest.state());
    if (state.phase === 'meeting' && state.call === 'active') break;
    await sleep(250);
  }
  result.phase = state.phase;
  result.call = state.call;
} catch (err) {
  errors.push(String(err && err.stack || err));
} finally {
  await context.close().catch(() => {});
  await rm(profile, { recursive: true, force: true });
}
result.errors = errors;
console.log(`result ${JSON.stringify(result)}`);
process.exit(errors.length ? 1 : 0);
