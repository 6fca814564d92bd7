// The page behind the engine's app links: opens MeetDesk through meetdesk:// (its button) or joins the
// meeting from the browser (name, camera and microphone preview, the meeting's video and audio, mute,
// camera, raise hand, reactions, leave, chat). Everything it loads comes from the engine itself (no CDN).
import { Service, ServiceError, joinErrorText } from './service.js';
import { Cable } from './cable.js';
import { Call } from './call.js';
import { Hands } from './hands.js';
import { buildPicker, float, isReaction } from './reactions.js';

const VERSION = '0.1.0';
const $ = id => document.getElementById(id);
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

// -- the link ------------------------------------------------------------------------------------------

// {base}/?guest=T, {base}/permalink?guest=T, {base}/?ACCESS_KEY, {base}/permalink?USER_TOKEN
export function parseLink(loc) {
  const permalink = /\/permalink\/?$/.test(loc.pathname);
  const base = loc.origin + loc.pathname.replace(/\/permalink\/?$/, '').replace(/\/+$/, '');
  const query = loc.search.replace(/^\?/, '');
  const params = new URLSearchParams(query);
  const guest = params.get('guest');
  if (guest) return { base, kind: permalink ? 'permalink_guest' : 'guest', token: guest };
  const bare = query.split('&').find(p => p && !p.includes('='));
  if (bare) return { base, kind: permalink ? 'permalink_host' : 'access_key', token: decodeURIComponent(bare) };
  return { base, kind: null, token: null };
}

// The link's fragment: `browser` (older links: straight into the browser, now always so) and `sha256=<hex>`, the fingerprint of the host's
// own certificate (an engine serving HTTPS on a LAN), beside each other as `#sha256=<hex>&browser`.
export function parseFragment(hash) {
  const parts = hash.replace(/^#/, '').split(/[&#]/).filter(Boolean);
  const pin = parts.find(p => /^sha256=/i.test(p));
  const fingerprint = pin && /^[0-9a-f]{64}$/i.test(pin.slice(7).replace(/:/g, ''))
    ? pin.slice(7).replace(/:/g, '').toLowerCase() : null;
  return { browser: parts.includes('browser'), fingerprint };
}

// 64 hex digits as browsers show a certificate's fingerprint (AB:CD:...), in four groups of eight bytes that wrap
// at the spaces between them: the same grouped form as the host's app (meetdesk.client.tls.fingerprint_text).
export function fingerprintText(hex) {
  return hex.toUpperCase().match(/.{16}/g).map(group => group.match(/../g).join(':')).join(' ');
}

const link = parseLink(window.location);
const fragment = parseFragment(window.location.hash);
const service = new Service(link.base);
// the same link with the app's scheme, as the engine wrote it into the page (`meetdesk LINK` and the installed
// handler accept it); with the fingerprint the host's link carries, else the one the engine wrote in
const servedFingerprint = $('cert-note').dataset.fingerprint || null;
const appLink = fragment.fingerprint
  ? `${$('open-app').getAttribute('href').split('#')[0]}#sha256=${fragment.fingerprint}`
  : $('open-app').getAttribute('href');
$('open-app').setAttribute('href', appLink);

// -- what the test harness (and a curious user) can read ---------------------------------------------

const state = {
  phase: 'lobby', kind: link.kind, error: null, muted: false, cameraOff: false, selfView: null,
  remoteFrames: 0, participants: [], chats: [], pongs: 0, waited: false, ended: null, resumes: 0, media: null,
  notices: [], reactionsShown: [], waitingText: '',
  captionsOn: false, captions: [],  // live captions (a MeetDesk engine's captions and caption events)
};
let call = null;
let cable = null;
let local = new MediaStream();
let meeting = null;
const names = new Map();  // cid -> display name
const users = new Map();  // cid -> the user object GET /rooms/<key>/users/<cid> returned
const hands = new Hands({
  send: content => service.sendCustom(meeting.access_key, content),
  isHost: async cid => { await nameOf(cid); return Boolean(users.get(cid)) && users.get(cid).guest === false; },
  onChange: renderHands,
  onLowered: async cid => notice(`${await nameOf(cid)} lowered your hand.`),
});

function show(section) {
  for (const id of ['lobby', 'waiting', 'meeting', 'ended']) $(id).hidden = id !== section;
  state.phase = section;
  console.info(`meetdesk: phase ${section}`);
}

function setConnection(text) { $('connection').textContent = text; }

// -- opening the app ---------------------------------------------------------------------------------------

function openApp() {
  // A hidden frame: an unknown scheme then fails quietly instead of replacing this page with an error.
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.src = appLink;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), 3000);
  let left = false;
  const away = () => { left = true; };
  window.addEventListener('blur', away, { once: true });
  setTimeout(() => {
    window.removeEventListener('blur', away);
    $('app-status').textContent = left
      ? 'MeetDesk opened the meeting. You can close this page.'
      : 'If MeetDesk did not open, it may not be installed on this computer.';
  }, 2500);
}

// -- the certificate warning ------------------------------------------------------------------------------

// On HTTPS with the host's own certificate the browser warned before showing this page: say what that means
// and which fingerprint to compare (the one in the host's link; else the one the engine serves).
function showCertificateNote() {
  const fingerprint = fragment.fingerprint || servedFingerprint;
  if (window.location.protocol !== 'https:' || !fingerprint) return;
  $('cert-fingerprint').textContent = fingerprintText(fingerprint);
  $('cert-note').hidden = false;
}

// -- the lobby: name and preview -------------------------------------------------------------------------

// Why the browser gave no camera and microphone, in a sentence; the guest still joins to watch, listen and chat.
export function mediaRefusalText(secure, errorName) {
  const still = 'You can still join to watch, listen and chat.';
  if (!secure) {
    return 'Your browser gives camera and microphone only to secure pages (https, or a page on this computer), '
      + `and this page was opened over plain http from another computer. ${still} `
      + 'To be seen and heard, ask the host for a link that starts with https.';
  }
  if (errorName === 'NotAllowedError' || errorName === 'SecurityError') {
    return 'The browser was not allowed to use the camera and microphone (permission denied). '
      + `${still} To be seen and heard, allow them in the site settings (the sign left of the address) and reload.`;
  }
  if (errorName === 'NotReadableError' || errorName === 'AbortError') {
    return `The camera or microphone is in use by another program or could not be started. ${still}`;
  }
  return `No camera or microphone is available (or the browser was not allowed to use them). ${still}`;
}

async function startPreview() {
  const wanted = [{ audio: true, video: { width: 640, height: 480 } }, { audio: true }, { video: true }];
  // Outside a secure context (http from another machine) browsers have no navigator.mediaDevices at all.
  const secure = window.isSecureContext !== false && !!(navigator.mediaDevices && navigator.mediaDevices.getUserMedia);
  let refusal = null;
  for (const constraints of secure ? wanted : []) {
    try {
      local = await navigator.mediaDevices.getUserMedia(constraints);
      break;
    } catch (err) {
      console.info('meetdesk: getUserMedia', JSON.stringify(constraints), 'failed:', err.name);
      if (refusal === null || err.name === 'NotAllowedError') refusal = err.name;
    }
  }
  const hasVideo = local.getVideoTracks().length > 0;
  const hasAudio = local.getAudioTracks().length > 0;
  state.media = { secure, refusal, video: hasVideo, audio: hasAudio };
  if (!hasVideo || !hasAudio) {
    $('device-note').hidden = false;
    $('device-note').textContent = !hasVideo && !hasAudio
      ? mediaRefusalText(secure, refusal)
      : (hasVideo ? 'No microphone is available: the others will not hear you.' : 'No camera is available: the others will not see you.');
  }
  $('preview-cam').disabled = !hasVideo;
  $('preview-mic').disabled = !hasAudio;
  // a video element given a stream without tracks never loads, and holds the page's load event (a spinning tab)
  const own = local.getTracks().length ? local : null;
  $('preview').srcObject = own;
  $('self').srcObject = own;
  renderCamera();
  renderMute();
  meter(local);
}

function meter(stream) {
  const track = stream.getAudioTracks()[0];
  if (!track || !window.AudioContext) return;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const resume = () => context.resume();
  document.addEventListener('pointerdown', resume, { once: true });
  const tick = () => {
    if (state.phase !== 'lobby') return;
    analyser.getFloatTimeDomainData(samples);
    let peak = 0;
    for (const s of samples) peak = Math.max(peak, Math.abs(s));
    $('preview-level').style.width = `${Math.round(Math.min(1, peak * 1.5) * 100)}%`;
    requestAnimationFrame(tick);
  };
  tick();
}

function setMuted(muted) {
  state.muted = muted;
  for (const track of local.getAudioTracks()) track.enabled = !muted;
  renderMute();
}

function setCameraOff(off) {
  state.cameraOff = off;
  for (const track of local.getVideoTracks()) track.enabled = !off;
  if (call) call.setVideoMuted(off);
  renderCamera();
}

function renderMute() {
  const muted = state.muted || local.getAudioTracks().length === 0;
  $('preview-mic').setAttribute('aria-pressed', String(!muted));
  $('preview-mic').textContent = muted ? 'Microphone off' : 'Microphone on';
  $('mute').setAttribute('aria-pressed', String(muted));
  $('mute').textContent = muted ? 'Unmute' : 'Mute';
  $('mute').disabled = local.getAudioTracks().length === 0;
}

function renderCamera() {
  const off = state.cameraOff || local.getVideoTracks().length === 0;
  $('preview-cam').setAttribute('aria-pressed', String(!off));
  $('preview-cam').textContent = off ? 'Camera off' : 'Camera on';
  $('preview-off').hidden = !off;
  $('camera').setAttribute('aria-pressed', String(off));
  $('camera').textContent = off ? 'Camera on' : 'Camera off';
  $('camera').disabled = local.getVideoTracks().length === 0;
  $('self').hidden = off;
}

function lobbyError(text) {
  state.lobbyError = text;
  $('lobby-error').textContent = text;
  $('lobby-error').hidden = !text;
}

// -- joining -------------------------------------------------------------------------------------------------

async function join(name) {
  lobbyError('');
  $('join').disabled = true;
  try {
    let reply;
    if (link.kind === 'guest' || link.kind === 'permalink_guest') reply = await waitForHost(name);
    else if (link.kind === 'permalink_host') reply = await service.startPermalink(link.token);
    else reply = await service.meeting(link.token);
    if (!reply) return;  // cancelled while waiting
    await enter(reply);
  } catch (err) {
    console.info('meetdesk: join failed', err && err.message);
    if (call === null && state.phase !== 'ended') {
      show('lobby');
      lobbyError(err instanceof ServiceError ? joinErrorText(err) : (err.message || String(err)));
    }
  } finally {
    $('join').disabled = false;
  }
}

let waitCancelled = false;

// The sentence of the wait: whom the guest waits for (a MeetDesk engine names the permalink's host), or that the
// host's computer cannot be reached right now (its app starting again). Set as text, never as HTML.
function waitingSentence(err) {
  if (err.status === 0) {
    return "The host's computer cannot be reached right now. This page keeps trying and lets you in as soon as "
      + 'the meeting starts.';
  }
  const host = err.data && typeof err.data.host === 'string' ? err.data.host.slice(0, 64) : '';
  return host ? `${host} has not started the meeting yet. You will enter by yourself as soon as they start it.`
    : 'The meeting has not been started by a host yet. You will enter by yourself as soon as it starts.';
}

// A guest link: register as a guest; a permalink's before a host has started its meeting waits (each try tells
// the engine who waits, under the guest's name) until a host starts it, also while the engine cannot be reached.
async function waitForHost(name) {
  waitCancelled = false;
  for (;;) {
    try {
      return await service.registerGuest(link.token, name);
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      const notStarted = err.status === 410 && (err.reason === 'not_started'
        || (link.kind === 'permalink_guest' && err.reason === null));  // another service tells no reason
      if (!notStarted && !(err.status === 0 && state.phase === 'waiting')) throw err;
      $('waiting-text').textContent = state.waitingText = waitingSentence(err);
    }
    if (state.phase !== 'waiting') {
      state.waited = true;
      show('waiting');
    }
    for (let i = 0; i < 10; i += 1) {
      if (waitCancelled) {
        show('lobby');
        return null;
      }
      await sleep(200);
    }
  }
}

async function enter(reply) {
  meeting = reply;
  const options = reply.options || {};
  $('room-name').textContent = (reply.room && reply.room.name) || '';
  $('chat-title').hidden = $('chat').hidden = $('chat-form').hidden = Boolean(
    options.custom_fields && String(options.custom_fields.hide_chat) === 'true');
  setConnection('Connecting…');
  const ready = new Promise(resolve => {
    if (reply.ready) resolve();
    cable = new Cable(reply.links.websocket, {
      onMessage: message => {
        if ((message.type === 'room_setup' || message.type === 'room_ready') && message.content && message.content.ready) resolve();
        onRealtime(message);
      },
      onState: (s, why) => {
        if (s === 'closed' && why !== 'rejected') console.info('meetdesk: realtime closed', why);
      },
    });
    cable.start();
  });
  const keepAlive = setInterval(() => { if (cable) cable.perform('user_joins'); }, 30000);
  setTimeout(() => cable && cable.perform('user_joins'), 1000);
  let polling = true;  // as the Go clients do: poll GET /rooms/<key> until ready when no room_ready arrives
  const polled = (async () => {
    while (polling) {
      await sleep(1000);
      try { if (polling && (await service.meeting(reply.access_key)).ready) return; } catch (err) { /* keep waiting */ }
    }
  })();
  await Promise.race([ready, polled]);
  polling = false;
  const fresh = await service.meeting(reply.access_key);  // a fresh signaling token
  names.set(fresh.signaling.options.client_id, `${(fresh.user && fresh.user.name) || 'You'} (you)`);
  hands.setOwn(fresh.signaling.options.client_id);
  call = new Call(fresh.signaling.options, local, {
    displayName: (fresh.user && fresh.user.name) || 'Guest',
    videoMuted: state.cameraOff || local.getVideoTracks().length === 0,
    platform: `meetdesk-web-${VERSION}`,
    refresh: async () => (await service.meeting(reply.access_key)).signaling.options,
    on: { event: onCallEvent, track: onTrack, ended: onEnded },
  });
  const channelSend = call.channel.send.bind(call.channel);
  call.channel.send = text => {  // counted for the test harness
    if (text === '{"type":"pong"}') state.pongs += 1;
    channelSend(text);
  };
  show('meeting');
  try {
    await call.start();
  } catch (err) {
    clearInterval(keepAlive);
    onEnded(err.code || null, err.message || 'The call could not be started.');
    return;
  }
  clearInterval(keepAlive);
  setConnection('Connected');
  updateSelfView();
  console.info('meetdesk: in call', call.callId);
}

// -- in the meeting ---------------------------------------------------------------------------------------

function onTrack(track, stream) {
  const video = $('remote');
  if (video.srcObject !== stream) video.srcObject = stream;
  video.play().catch(err => console.info('meetdesk: remote play', err.name));
  if (track.kind === 'video' && video.requestVideoFrameCallback) {
    const count = () => {
      state.remoteFrames += 1;
      $('remote-empty').hidden = true;
      video.requestVideoFrameCallback(count);
    };
    video.requestVideoFrameCallback(count);
  }
}

// Your own camera over the stage: in a composed meeting you are in the picture already, so it is hidden unless
// asked for (as in the app); in a two-party call it shows. The button's choice wins from then on.
function updateSelfView() {
  const shown = state.selfView ?? (call ? call.sfuMode : true);
  $('self').hidden = !shown;
  $('selfview').setAttribute('aria-pressed', String(shown));
  $('selfview').textContent = shown ? 'Hide self-view' : 'Show self-view';
}

function onCallEvent(type, data) {
  updateSelfView();   // a third person switches the meeting to the composed picture, a second leaving back
  if (type === 'memberlist') {
    for (const entry of data.add || []) if (entry && entry.cid) addPerson(entry.cid);
    for (const cid of data.del || []) removePerson(cid);
    hands.membersChanged((data.add || []).filter(e => e && e.cid).map(e => e.cid), data.del || []);
    const others = state.participants.filter(cid => cid !== call.options.client_id).length;
    $('remote-empty').hidden = others > 0 && state.remoteFrames > 0;
    if (others === 0) $('remote-empty').textContent = 'Waiting for others to join…';
  } else if (type === 'voice_activity') {
    const item = document.querySelector(`#people li[data-cid="${CSS.escape(String(data.cid))}"]`);
    if (item) item.classList.toggle('speaking', Boolean(data.on));
  } else if (type === 'chat' && !(cable && cable.connected)) {
    addChat(data.cid, data.content, data.ts);
  } else if (type === 'reconnecting') {
    setConnection('Reconnecting…');
  } else if (type === 'resumed') {
    state.resumes += 1;
    setConnection('Connected');
  } else if (type === 'connection' && data.state === 'disconnected') {
    setConnection('Connection unstable…');
  } else if (type === 'connection' && data.state === 'connected') {
    setConnection('Connected');
  }
}

function onRealtime(message) {
  if (message.type === 'chat') {
    addChat(message.cid || message.user_id, message.content, message.created_at);
  } else if (message.type === 'stfu' && state.phase === 'meeting') {
    const who = message.user && message.user.name ? message.user.name : 'The host';
    setMuted(true);
    notice(`${who} muted everyone.`);
  } else if (message.type === 'custom') {
    hands.receive(message).catch(err => console.info('meetdesk: hand', err.message));
  } else if (message.type === 'reaction' && isReaction(message.reaction) && call && call.sfuMode) {
    // peer mode: shown here; a composed meeting's picture has it drawn in by the engine
    const user = message.user && typeof message.user === 'object' ? message.user : {};
    const own = meeting && user.id === meeting.user.id;
    if (float($('meeting').querySelector('.stage'), message.reaction, own ? 'You' : user.name || 'Someone')) {
      state.reactionsShown.push(message.reaction);
    }
  } else if (message.type === 'lock' && message.locked) {
    notice('The meeting is now locked.');
  } else if (message.type === 'captions') {
    state.captionsOn = message.enabled === true;
    const why = typeof message.error === 'string' ? message.error.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
    notice(why ? `Captions are off: ${why}` : (state.captionsOn ? 'Captions are on.' : 'Captions are off.'));
    if (!state.captionsOn) $('captions').hidden = true;
  } else if (message.type === 'caption') {
    showCaption(message);
  }
}

// A caption line: speaker and text as plain text (textContent), cut short; the box shows the last two lines
// at the bottom of the stage and goes after 5 s of silence.
let captionTimer = null;
function showCaption(message) {
  if (typeof message.text !== 'string' || !message.text.trim()) return;
  const name = typeof message.name === 'string' && message.name.trim() ? message.name.trim().slice(0, 60) : 'Someone';
  state.captions = [...state.captions, { name, text: message.text.replace(/\s+/g, ' ').trim().slice(0, 400) }].slice(-50);
  const box = $('captions');
  box.replaceChildren();
  let previous = '';
  for (const line of state.captions.slice(-2)) {
    const row = document.createElement('div');
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = line.name === previous ? '' : line.name;
    const said = document.createElement('span');
    said.textContent = line.text.length > 160 ? `…${line.text.slice(-159)}` : line.text;
    row.append(who, said);
    box.appendChild(row);
    previous = line.name;
  }
  box.hidden = false;
  clearTimeout(captionTimer);
  captionTimer = setTimeout(() => { box.hidden = true; }, 5000);
}

async function nameOf(cid) {
  if (!cid) return 'Someone';
  if (names.has(cid)) return names.get(cid);
  try {
    const user = await service.user(meeting.access_key, cid);
    users.set(cid, user);
    names.set(cid, user.name || 'Someone');
  } catch (err) {
    names.set(cid, 'Someone');
  }
  return names.get(cid);
}

async function addPerson(cid) {
  if (state.participants.includes(cid)) return;
  state.participants.push(cid);
  const item = document.createElement('li');
  item.dataset.cid = cid;
  item.textContent = '…';
  $('people').appendChild(item);
  renderCount();
  renderHands();
  item.textContent = await nameOf(cid);
}

// Raised hands first, first raised first (the same order for everyone); the others in the order they joined.
function renderHands() {
  const items = new Map([...document.querySelectorAll('#people li')].map(li => [li.dataset.cid, li]));
  const raised = hands.order();
  const ordered = [...state.participants].sort((a, b) => {
    const [x, y] = [raised.indexOf(a.split('@')[0]), raised.indexOf(b.split('@')[0])];
    return (x < 0) - (y < 0) || (x >= 0 ? x - y : state.participants.indexOf(a) - state.participants.indexOf(b));
  });
  for (const cid of ordered) {
    const item = items.get(cid);
    if (!item) continue;
    item.classList.toggle('hand', hands.has(cid));
    item.title = hands.has(cid) ? 'Hand raised' : '';
    $('people').appendChild(item);
  }
  $('hand').setAttribute('aria-pressed', String(hands.raised));
  $('hand').textContent = hands.raised ? 'Lower hand' : 'Raise hand';
}

function toggleHand() {
  hands.set(!hands.raised).catch(err => notice(`Your hand could not be shown to the others: ${err.message}`));
}

function removePerson(cid) {
  state.participants = state.participants.filter(c => c !== cid);
  const item = document.querySelector(`#people li[data-cid="${CSS.escape(String(cid))}"]`);
  if (item) item.remove();
  renderCount();
  renderHands();
}

function renderCount() { $('people-count').textContent = `(${state.participants.length})`; }

async function addChat(cid, content, when) {
  if (typeof content !== 'string') return;
  const item = document.createElement('li');
  const who = document.createElement('span');
  who.className = 'who';
  const text = document.createElement('span');
  text.textContent = content;
  const time = document.createElement('span');
  time.className = 'when';
  const date = when ? new Date(when) : new Date();
  time.textContent = Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  item.append(who, text, time);
  $('chat').appendChild(item);
  const name = await nameOf(cid);
  who.textContent = name;
  state.chats.push({ from: name, content });
  $('chat').scrollTop = $('chat').scrollHeight;
}

function showPicker(shown) {
  $('reaction-picker').hidden = !shown;
  $('react').setAttribute('aria-expanded', String(shown));
}

async function sendReaction(name) {
  showPicker(false);
  try {
    await service.sendReaction(meeting.access_key, name);
  } catch (err) {
    const status = err instanceof ServiceError ? err.status : 0;
    notice(status === 405 ? 'Reactions are turned off in this meeting.'
      : status === 429 ? 'Not so fast: a few reactions a second at most.'
        : `Reaction not sent: ${err.message}`);
  }
}

function notice(text) {
  const item = document.createElement('li');
  item.className = 'notice';
  item.textContent = text;
  state.notices.push(text);
  $('chat').appendChild(item);
}

function leave() {
  if (call) call.hangup();
  else onEnded(200, 'You left the meeting.');
}

function onEnded(code, why) {
  if (cable) cable.stop();
  cable = null;
  for (const track of local.getTracks()) track.stop();
  state.ended = { code, why };
  $('ended-title').textContent = code === 200 && /left/.test(why || '') ? 'You left the meeting' : 'The meeting is over for you';
  $('ended-text').textContent = why || '';
  const exit = meeting && meeting.options && meeting.options.exit_url;
  if (exit && /^https?:\/\//i.test(exit)) {
    $('exit-link').href = exit;
    $('exit-link').hidden = false;
  }
  setConnection('');
  show('ended');
}

// -- wiring ------------------------------------------------------------------------------------------------

function wire() {
  $('open-app').addEventListener('click', event => {
    event.preventDefault();
    openApp();
  });
  $('preview-mic').addEventListener('click', () => setMuted(!state.muted));
  $('preview-cam').addEventListener('click', () => setCameraOff(!state.cameraOff));
  $('mute').addEventListener('click', () => setMuted(!state.muted));
  $('camera').addEventListener('click', () => setCameraOff(!state.cameraOff));
  $('leave').addEventListener('click', leave);
  $('hand').addEventListener('click', toggleHand);
  buildPicker($('reaction-picker'), sendReaction);
  $('react').addEventListener('click', () => showPicker($('reaction-picker').hidden));
  $('selfview').addEventListener('click', () => { state.selfView = $('self').hidden; updateSelfView(); });
  $('rejoin').addEventListener('click', () => window.location.reload());
  $('waiting-cancel').addEventListener('click', () => { waitCancelled = true; });
  $('join-form').addEventListener('submit', event => {
    event.preventDefault();
    const name = $('name').value.trim();
    if (!name) {
      lobbyError('Please enter your name.');
      return;
    }
    try { localStorage.setItem('meetdesk.name', name); } catch (err) { /* private mode */ }
    join(name);
  });
  $('chat-form').addEventListener('submit', async event => {
    event.preventDefault();
    const content = $('chat-input').value.trim();
    if (!content || !meeting) return;
    $('chat-input').value = '';
    try {
      await service.sendChat(meeting.access_key, content);
    } catch (err) {
      notice(`Your message was not sent: ${err.message}`);
    }
  });
  document.addEventListener('keydown', event => {
    if (state.phase !== 'meeting' || event.target.tagName === 'INPUT' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'm') setMuted(!state.muted);
    else if (event.key === 'v' && local.getVideoTracks().length) setCameraOff(!state.cameraOff);
    else if (event.key === 'h') toggleHand();
  });
}

async function stats() {
  const out = { inbound: {}, outbound: {} };
  if (!call) return out;
  (await call.pc.getStats()).forEach(s => {
    if (s.type === 'inbound-rtp') out.inbound[s.kind] = { packets: s.packetsReceived, framesDecoded: s.framesDecoded };
    if (s.type === 'outbound-rtp') out.outbound[s.kind] = { packets: s.packetsSent, framesEncoded: s.framesEncoded };
  });
  return out;
}

// The share of bright pixels in the remote video now (0 for a black or empty picture).
function brightShare() {
  const video = $('remote');
  if (!video.videoWidth) return 0;
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 48;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let bright = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] > 90) bright += 1;
  return bright / (canvas.width * canvas.height);
}

window.meetdeskGuest = {
  async state() {
    const video = $('remote');
    return { ...state, call: call ? call.state : null, clientId: call ? call.options.client_id : null,
      videoWidth: video.videoWidth, currentTime: video.currentTime, bright: brightShare(),
      people: [...document.querySelectorAll('#people li')].map(li => li.textContent),
      hands: [...document.querySelectorAll('#people li.hand')].map(li => li.textContent), handRaised: hands.raised,
      localTracks: local.getTracks().map(t => ({ kind: t.kind, enabled: t.enabled, state: t.readyState })),
      ...(await stats()) };
  },
};

wire();
if (!link.kind) {
  show('ended');
  $('ended-title').textContent = 'Not a meeting link';
  $('ended-text').textContent = 'This link does not carry a meeting. Check the link you were given.';
  $('rejoin').hidden = true;
} else {
  show('lobby');
  if (link.kind === 'access_key' || link.kind === 'permalink_host') {
    $('name').required = false;
    $('name').closest('form').querySelector('label').hidden = true;
    $('name').hidden = true;
    $('name').value = 'host';
  } else {
    try { $('name').value = localStorage.getItem('meetdesk.name') || ''; } catch (err) { /* private mode */ }
    // A name to start from where the room suggests one (options[suggest_guest_names]): the engine picks it
    // from the app's list; the guest can change it.
    if (!$('name').value && document.body.dataset.suggestedName) $('name').value = document.body.dataset.suggestedName;
  }
  const roomName = document.body.dataset.roomName || '';
  if (roomName) {   // the engine names the meeting of a guest link (textContent: never markup)
    $('lobby-title').textContent = `Join “${roomName}”`;
    $('room-name').textContent = roomName;
  }
  if (link.kind === 'permalink_guest') {
    service.permalink(link.token).then(p => {
      if (p.permalink && p.permalink.name) $('room-name').textContent = p.permalink.name;
    }).catch(err => lobbyError(joinErrorText(err)));
  }
  showCertificateNote();
  // The app opens only when asked (its button): opening it unasked made Chromium show its "Open xdg-open?"
  // dialog, which takes the tab's clicks and keys until answered (in a headless browser, for good), so "Join in
  // the browser" and Enter did nothing for a guest without the app.
  startPreview();
}
