// Opens an engine app link (the engine's own guest page, resources/web) in headless Chromium with fake media
// and goes through it as a guest does: name, join, the meeting's video, chat, mute, camera, leave.
//
//   node guest_page.mjs --url LINK [--name NAME] [--seconds 40] [--log console.log] [--screenshot out.png]
//        [--chat TEXT] [--expect-chat TEXT] [--no-leave] [--expect-resume] [--hands NAME] [--expect-stfu NAME] [--react NAME]
//        [--join-by click|enter]
//
// --react NAME: open the reaction picker, send a heart (prints "reacted" once the page shows its own), then wait
// until NAME's clap floats over the stage (peer mode), and until both have gone (3 s).
// --hands NAME: raise the page's hand by its button (prints "hand-raised" once the page lists it), wait until NAME's
// hand shows in the page's list too, after the page's (prints "hands-seen"), then until a host lowers the page's hand (the notice names NAME) and NAME's
// hand goes down. --expect-stfu NAME: print "ready-for-stfu", wait until NAME's "mute everyone" mutes the page with
// a notice saying so, then unmute by the button.
//
// With --expect-lobby-error: prints "lobby-error <the lobby's sentence>" once the join is refused, then the result.
// Prints "phase <lobby|waiting|meeting|ended>" when the page's phase changes, "in-meeting" once the call
// is accepted, "playing" once remote video moves, and a final "result {...}". Exit code 0 when every check
// passed, 1 otherwise.
import { writeFile } from 'node:fs/promises';
import { launch, logPage } from './chromium.mjs';

function parseArgs(argv) {
  const args = { seconds: 40, name: 'Browser guest', chromium: process.env.CHROMIUM || '/usr/bin/chromium' };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    const next = () => argv[++i];
    if (key === '--url') args.url = next();
    else if (key === '--name') args.name = next();
    else if (key === '--seconds') args.seconds = Number(next());
    else if (key === '--log') args.log = next();
    else if (key === '--screenshot') args.screenshot = next();
    else if (key === '--chat') args.chat = next();
    else if (key === '--expect-chat') args.expectChat = next();
    else if (key === '--no-leave') args.noLeave = true;
    else if (key === '--expect-resume') args.expectResume = true;
    else if (key === '--expect-title') args.expectTitle = next();
    else if (key === '--expect-caption') args.expectCaption = next();
    else if (key === '--chromium') args.chromium = next();
    else if (key === '--hands') args.hands = next();
    else if (key === '--expect-stfu') args.expectStfu = next();
    else if (key === '--react') args.react = next();
    else if (key === '--expect-lobby-error') args.expectLobbyError = true;
    else if (key === '--join-by') args.joinBy = next();   // click (the default) or enter (in the name field)
    else throw new Error(`unknown argument ${key}`);
  }
  if (!args.url) throw new Error('need --url');
  return args;
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const lines = [];
  const log = line => lines.push(`${new Date().toISOString()} ${line}`);
  const browser = await launch(args.chromium, { viewport: { width: 1200, height: 720 } });
  const errors = [];
  // The link as it is, pressed as a person does, in a browser with no handler for meetdesk://: the page must not
  // ask the system to open the app unasked (Chromium's "Open xdg-open?" dialog then takes the tab's clicks and
  // keys: Join and Enter did nothing). The app link is the "Open in the MeetDesk app" button's.
  const page = browser.page;
  const unasked = [];
  page.on('request', req => { if (req.url().startsWith('meetdesk:')) unasked.push(req.url()); });
  const appLinks = [];
  const checks = {};
  let state = null;
  let playingState = null;  // the state when remote video was seen moving
  let ok = false;
  const deadline = Date.now() + args.seconds * 1000;
  const read = async () => {
    state = await page.evaluate(() => window.meetdeskGuest.state());
    return state;
  };
  // Polls the page's state until check(state) holds; false at the deadline or when the page failed.
  const until = async (what, check) => {
    let phase = state && state.phase;
    while (Date.now() < deadline && errors.length === 0) {
      const s = await read();
      if (s.phase !== phase) {
        phase = s.phase;
        console.log(`phase ${phase}`);
      }
      if (check(s)) {
        checks[what] = true;
        return true;
      }
      if (s.phase === 'ended' && what !== 'ended') break;
      await sleep(250);
    }
    checks[what] = false;
    log(`check failed: ${what}`);
    return false;
  };
  try {
    logPage(page, log, errors);
    page.on('websocket', ws => {
      log(`websocket open ${ws.url().split('?')[0]}`);
      ws.on('framesent', f => log(`ws> ${ws.url().split('?')[0]} ${String(f.payload).slice(0, 300)}`));
      ws.on('framereceived', f => {
        const text = String(f.payload);
        if (!text.includes('"type":"ping"')) log(`ws< ${ws.url().split('?')[0]} ${text.slice(0, 300)}`);
      });
    });
    const response = await page.goto(args.url);
    checks.page = response.status() === 200 && /text\/html/.test(response.headers()['content-type'] || '');
    await page.waitForFunction(() => window.meetdeskGuest !== undefined, null, { timeout: 10000 });
    await until('lobby', s => s.phase === 'lobby' && s.localTracks.length === 2);
    if (args.expectTitle) {  // the lobby names the meeting, and suggests a name where the room asks for one
      checks.lobby_title = (await page.textContent('#lobby-title')) === args.expectTitle;
      checks.name_suggested = /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(await page.inputValue('#name'));
    }
    appLinks.push(await page.getAttribute('#open-app', 'href'));
    console.log(`app-link ${appLinks[0] || ''}`);
    checks.no_unasked_app_link = unasked.length === 0;
    if (await page.isVisible('#name')) {
      await page.click('#name');
      await page.fill('#name', '');
      await page.keyboard.type(args.name);
    }
    if (args.joinBy === 'enter' && await page.isVisible('#name')) await page.press('#name', 'Enter');
    else await page.click('#join');
    if (args.expectLobbyError) {  // the join is refused: the sentence the lobby shows, and nothing else
      ok = await until('lobby_error', st => Boolean(st.lobbyError)) && errors.length === 0;
      console.log(`lobby-error ${state.lobbyError}`);
      await browser.close();
      if (args.log) await writeFile(args.log, lines.join('\n') + '\n');
      console.log(`result ${JSON.stringify({ ok, checks, errors, state, app_links: appLinks })}`);
      process.exit(ok ? 0 : 1);
    }

    let inMeeting = false;
    const accepted = await until('call', s => {
      if (s.call === 'active' && !inMeeting) {
        inMeeting = true;
        console.log('in-meeting');
      }
      return s.call === 'active';
    });
    let first = null;
    const playing = accepted && await until('remote_video', s => {
      if (first === null && s.remoteFrames > 0) first = s;
      return first !== null && s.remoteFrames > first.remoteFrames + 30 && s.currentTime > first.currentTime + 1
        && s.videoWidth > 0 && s.bright > 0.05 && (s.inbound.video || {}).framesDecoded > 30
        && (s.inbound.audio || {}).packets > 0;
    });
    if (playing) {
      playingState = state;
      console.log('playing');
    }
    if (playing && args.expectResume) {  // the test drops the engine's end of the sepp socket on "playing"
      let after = null;
      await until('resumed', s => {
        if (s.resumes > 0 && after === null) after = s;
        return after !== null && s.call === 'active' && s.remoteFrames > after.remoteFrames + 30
          && (s.inbound.video || {}).framesDecoded > (after.inbound.video || {}).framesDecoded + 30;
      });
    }
    const sending = playing && await until('sending', s => (s.outbound.video || {}).framesEncoded > 30
      && (s.outbound.audio || {}).packets > 0);
    const people = sending && await until('people', s => s.people.length >= 2 && !s.people.includes('…'));

    if (people && args.chat) {  // the page's chat form: POST /rooms/<key>/messages, back over /rt
      await page.fill('#chat-input', args.chat);
      await page.press('#chat-input', 'Enter');
      await until('chat_echo', s => s.chats.some(c => c.content === args.chat));
    }
    if (people && args.expectChat) {
      await until('chat_received', s => s.chats.some(c => c.content === args.expectChat && !/\(you\)$/.test(c.from)));
    }
    if (people && args.expectCaption) {  // the test turns captions on and the engine sends a caption line
      console.log('ready-for-captions');
      await until('caption', s => s.captionsOn && s.captions.some(c => c.text === args.expectCaption));
      checks.captions_notice = await page.isVisible('#chat li.notice:text-is("Captions are on.")');
      checks.caption_shown = await page.isVisible('#captions')
        && (await page.textContent('#captions')).includes(args.expectCaption);
      checks.caption_plain = (await page.$$('#captions b, #captions img')).length === 0;
      if (args.screenshot) await page.screenshot({ path: args.screenshot });
    }
    if (people) {  // mute and camera, by their buttons, and back
      await page.click('#mute');
      await until('muted', s => s.muted && s.localTracks.find(t => t.kind === 'audio').enabled === false);
      checks.mute_label = (await page.getAttribute('#mute', 'aria-pressed')) === 'true';
      await page.click('#mute');
      await until('unmuted', s => !s.muted && s.localTracks.find(t => t.kind === 'audio').enabled);
      await page.click('#camera');
      await until('camera_off', s => s.cameraOff && s.localTracks.find(t => t.kind === 'video').enabled === false);
      await page.click('#camera');
      await until('camera_on', s => !s.cameraOff && s.localTracks.find(t => t.kind === 'video').enabled);
      // self-view: shown in a two-party call (the other's own video is the stage), hidden and back by its button
      checks.self_view_shown = await page.isVisible('#self');
      await page.click('#selfview');
      checks.self_view_hidden = !(await page.isVisible('#self'))
        && (await page.getAttribute('#selfview', 'aria-pressed')) === 'false';
      await page.click('#selfview');
      checks.self_view_back = await page.isVisible('#self');
      await sleep(800);  // a fresh frame after the camera came back
      await until('pong', s => s.pongs > 0);
    }
    if (people && args.hands) {  // raise hand: the same custom message as MeetDesk's, both ways
      const mine = s => s.people.find(p => /\(you\)$/.test(p));
      await page.click('#hand');
      if (await until('hand_raised', s => s.handRaised && s.hands.includes(mine(s)))) console.log('hand-raised');
      checks.hand_button = (await page.getAttribute('#hand', 'aria-pressed')) === 'true';
      await until('hand_seen', s => s.hands.includes(args.hands));
      if (await until('hand_order', s => s.hands.length === 2 && s.hands[0] === mine(s) && s.people[0] === mine(s)
        && s.people[1] === args.hands)) console.log('hands-seen');
      await until('hand_lowered', s => !s.handRaised && s.notices.includes(`${args.hands} lowered your hand.`)
        && !s.hands.includes(mine(s)));
      await until('other_hand_lowered', s => s.hands.length === 0);
      checks.hand_button_back = (await page.getAttribute('#hand', 'aria-pressed')) === 'false';
    }
    if (people && args.react) {  // reactions in peer mode: the page sends one, shows its own and NAME's (the test's)
      await page.click('#react');
      checks.reaction_picker = await page.isVisible('#reaction-picker');
      checks.reaction_pictures = await page.evaluate(() => [...document.querySelectorAll('#reaction-picker img')]
        .every(img => img.complete && img.naturalWidth === 96));
      await page.click('#reaction-picker [data-reaction="heart"]');
      checks.reaction_picker_closed = !(await page.isVisible('#reaction-picker'));
      if (await until('own_reaction_shown', s => s.reactionsShown.includes('heart'))) console.log('reacted');
      checks.own_reaction_label = await page.evaluate(() => [...document.querySelectorAll('.reaction span')]
        .some(span => span.textContent === 'You'));
      await until('reaction_shown', s => s.reactionsShown.includes('clap'));
      checks.reaction_sender = await page.evaluate(name => [...document.querySelectorAll('.reaction')]
        .some(item => item.dataset.reaction === 'clap' && item.textContent === name), args.react);
      await sleep(3500);
      checks.reactions_gone = await page.evaluate(() => document.querySelectorAll('.reaction').length === 0);
    }
    if (people && args.expectStfu) {  // a host's "mute everyone" (rt stfu) mutes the page; it can unmute
      console.log('ready-for-stfu');
      await until('stfu_muted', s => s.muted && s.localTracks.find(t => t.kind === 'audio').enabled === false
        && s.notices.includes(`${args.expectStfu} muted everyone.`));
      checks.stfu_button = (await page.getAttribute('#mute', 'aria-pressed')) === 'true';
      await page.click('#mute');
      await until('stfu_unmuted', s => !s.muted && s.localTracks.find(t => t.kind === 'audio').enabled);
    }
    if (args.screenshot) await page.screenshot({ path: args.screenshot });
    if (people && !args.noLeave) {
      await page.click('#leave');
      await until('ended', s => s.phase === 'ended' && s.ended && s.ended.code === 200);
      checks.ended_text = (await page.textContent('#ended-title')) === 'You left the meeting';
    }
    ok = Object.values(checks).every(Boolean) && errors.length === 0 && checks.remote_video === true;
  } catch (err) {
    errors.push(String(err.stack || err));
    log(`error ${err.stack || err}`);
  } finally {
    await browser.close();
    if (args.log) await writeFile(args.log, lines.join('\n') + '\n');
  }
  const result = { ok, checks, errors, state, playing: playingState, app_links: appLinks };
  console.log(`result ${JSON.stringify(result)}`);
  process.exit(ok ? 0 : 1);
}

main().catch(err => {
  console.error(err.stack || String(err));
  process.exit(2);
});
