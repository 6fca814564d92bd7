// A call into the meeting: the sepp signaling socket (docs/engine-api.md "The signaling socket") and one
// RTCPeerConnection, as every other client of the engine does it:
//   open <endpoint>?auth_token=..., send call_start with a complete offer (all candidates, no trickle),
//   apply call_accepted's answer, answer the server's sdp_update offers, follow memberlist,
//   source_update, voice_activity and chat, answer the data channel's ping with a pong, call_terminate.
// When the socket drops during the call, the call resumes on a new socket (call_resume) with the same
// peer connection, after refreshing the signaling options (a fresh auth token).

const OFFER_ATTRIBUTES = ['sfu-capable', 'eyeson-datachan-capable', 'eyeson-datachan-keepalive', 'eyeson-sepp-messaging'];
const GATHER_TIMEOUT_MS = 3000;
const RESUME_TIMEOUT_MS = 10000;

export const REJECT_TEXT = {
  403: 'You are already in this meeting in another window.',
  404: 'The meeting does not know this call.',
  410: 'This meeting is over.',
  486: 'You are already in this meeting in another window.',
  607: 'This meeting is locked.',
};

// Session-level a= lines before the first m= line, CRLF line endings (docs/engine-api.md "The signaling socket").
export function addSessionAttributes(sdp, attributes) {
  const lines = sdp.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  let index = lines.findIndex(line => line.startsWith('m='));
  if (index < 0) index = lines.length;
  const present = new Set(lines.slice(0, index));
  lines.splice(index, 0, ...attributes.map(a => `a=${a}`).filter(line => !present.has(line)));
  return lines.join('\r\n') + '\r\n';
}

export function hasSessionAttribute(sdp, prefix) {
  for (const line of sdp.replace(/\r\n/g, '\n').split('\n')) {
    if (line.startsWith('m=')) return false;
    if (line.startsWith(`a=${prefix}`)) return true;
  }
  return false;
}

function iceServers(options) {
  const servers = [];
  if (options.stun_servers && options.stun_servers.length) servers.push({ urls: options.stun_servers });
  for (const turn of options.turn_servers || []) {
    servers.push({ urls: turn.urls, username: turn.username, credential: turn.password });
  }
  return servers;
}

function gathered(pc) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise(resolve => {
    const timer = setTimeout(done, GATHER_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    }
    function check() { if (pc.iceGatheringState === 'complete') done(); }
    pc.addEventListener('icegatheringstatechange', check);
  });
}

function uuid() {
  return crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2);
}

export class Call {
  // options: signaling.options of the meeting reply; local: MediaStream (may have no tracks);
  // refresh: async () => fresh signaling options; on: {event(type, data), track(MediaStreamTrack, MediaStream), ended(code, why)}
  constructor(options, local, { displayName, videoMuted, platform, refresh, on }) {
    this.options = options;
    this.local = local;
    this.displayName = displayName;
    this.videoMuted = Boolean(videoMuted);
    this.platform = platform;
    this.refresh = refresh;
    this.on = on;
    this.callId = null;
    this.state = 'new';
    this.seppMessaging = false;
    this.sfuMode = false;
    this.ws = null;
    this.remote = new MediaStream();
    this.pc = new RTCPeerConnection({ iceServers: iceServers(options), bundlePolicy: 'max-bundle', rtcpMuxPolicy: 'require' });
    this.channel = this.pc.createDataChannel('data', { negotiated: true, id: 0, ordered: true });
    this.channel.onmessage = event => this.onData(event.data);
    this.pc.ontrack = event => {
      this.remote.addTrack(event.track);
      this.on.track(event.track, this.remote);
    };
    this.pc.onconnectionstatechange = () => {
      this.on.event('connection', { state: this.pc.connectionState });
      if (this.pc.connectionState === 'failed') this.finish(null, 'The media connection failed.');
    };
  }

  // Opens signaling, sends call_start, resolves on call_accepted, rejects on call_rejected.
  async start() {
    this.state = 'connecting';
    for (const kind of ['audio', 'video']) {
      const track = this.local.getTracks().find(t => t.kind === kind);
      if (track) this.pc.addTransceiver(track, { direction: 'sendrecv', streams: [this.local] });
      else this.pc.addTransceiver(kind, { direction: 'recvonly' });
    }
    await this.pc.setLocalDescription(await this.pc.createOffer());
    await gathered(this.pc);
    this.ws = await this.openSocket(this.options);
    return new Promise((resolve, reject) => {
      this.accepted = { resolve, reject };
      this.send('call_start', {
        sdp: { type: 'offer', sdp: addSessionAttributes(this.pc.localDescription.sdp, OFFER_ATTRIBUTES) },
        display_name: this.displayName, mute_video: this.videoMuted, platform: this.platform,
      });
    });
  }

  openSocket(options) {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${options.endpoint}?auth_token=${encodeURIComponent(options.auth_token)}`);
      ws.onopen = () => {
        ws.onerror = null;
        resolve(ws);
      };
      ws.onerror = () => reject(new Error('the signaling socket could not be opened'));
      ws.onmessage = event => this.receive(ws, event.data);
      ws.onclose = () => this.socketClosed(ws);
    });
  }

  send(type, data, ws = this.ws) {
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ type, msg_id: uuid(), from: this.options.client_id, to: this.options.conf_id, data }));
    return true;
  }

  async receive(ws, raw) {
    let message;
    try { message = JSON.parse(raw); } catch (err) { return; }
    if (!message || typeof message.type !== 'string') return;
    const data = message.data && typeof message.data === 'object' ? message.data : {};
    try {
      await this.handle(message.type, data);
    } catch (err) {
      console.error('sepp: handling', message.type, 'failed', err);
    }
  }

  async handle(type, data) {
    if (type === 'call_accepted') {
      if (!this.accepted) return;
      this.callId = data.call_id;
      this.noteAnswer(data.sdp.sdp);
      await this.pc.setRemoteDescription({ type: 'answer', sdp: data.sdp.sdp });
      this.state = 'active';
      const accepted = this.accepted;
      this.accepted = null;
      accepted.resolve();
      if (this.videoMuted) this.setVideoMuted(true);
    } else if (type === 'call_rejected') {
      const code = Number(data.reject_code) || 0;
      const error = Object.assign(new Error(REJECT_TEXT[code] || `The call was refused (${code}).`), { code });
      if (this.accepted) {
        this.accepted.reject(error);
        this.accepted = null;
        this.finish(code, error.message, false);
      } else if (this.resumed) {
        this.resumed.reject(error);
      } else {
        this.finish(code, error.message);
      }
    } else if (type === 'call_resumed') {
      const sdp = data.sdp || {};
      if (sdp.sdp && this.pc.signalingState === 'have-local-offer') {
        await this.pc.setRemoteDescription({ type: 'answer', sdp: sdp.sdp });
      }
      if (this.resumed) this.resumed.resolve();
    } else if (type === 'call_terminated') {
      const code = Number(data.term_code) || 0;
      this.finish(code, code === 403 ? 'You were removed from the meeting.' : 'The meeting has ended.');
    } else if (type === 'sdp_update') {
      const sdp = data.sdp || {};
      if (!sdp.sdp || (data.call_id && data.call_id !== this.callId)) return;
      if ((sdp.type || 'offer') === 'offer') {
        await this.pc.setRemoteDescription({ type: 'offer', sdp: sdp.sdp });
        await this.pc.setLocalDescription(await this.pc.createAnswer());
        await gathered(this.pc);
        this.send('sdp_update', { call_id: this.callId, sdp: { type: 'answer', sdp: this.pc.localDescription.sdp } });
      } else if (this.pc.signalingState === 'have-local-offer') {
        await this.pc.setRemoteDescription({ type: 'answer', sdp: sdp.sdp });
      }
      this.noteAnswer(sdp.sdp);
    } else {
      this.on.event(type, data);  // memberlist, source_update, voice_activity, recording, chat, ...
    }
  }

  noteAnswer(sdp) {
    this.sfuMode = hasSessionAttribute(sdp, 'sfu-mode:on');
    this.seppMessaging = hasSessionAttribute(sdp, 'eyeson-sepp-messaging');
  }

  onData(raw) {
    let data;
    try { data = JSON.parse(raw); } catch (err) { return; }
    if (data && data.type === 'ping') {
      // compact JSON, exactly as the public clients answer
      if (this.channel.readyState === 'open') this.channel.send('{"type":"pong"}');
    } else if (data && data.type === 'voice_activity') {
      this.on.event('voice_activity', { cid: data.cid, on: Boolean(data.on) });
    }
  }

  // Tells the meeting that the camera is off (true) or on again.
  setVideoMuted(muted) {
    this.videoMuted = muted;
    if (this.state !== 'active') return;
    const data = { call_id: this.callId, on: muted, cid: this.options.client_id };
    if (this.seppMessaging && this.send('mute_video', data)) return;
    if (this.channel.readyState === 'open') this.channel.send(JSON.stringify({ type: 'mute_video', ...data }));
  }

  socketClosed(ws) {
    if (ws !== this.ws || this.state === 'ended') return;
    this.ws = null;
    if (this.state === 'active') {
      this.resume();
    } else if (this.accepted) {
      this.accepted.reject(new Error('The signaling connection closed before the call was accepted.'));
      this.accepted = null;
      this.finish(null, 'The signaling connection closed.', false);
    }
  }

  // The socket dropped mid-call: reconnect and send call_resume, keeping the peer connection.
  async resume() {
    this.state = 'reconnecting';
    this.on.event('reconnecting', {});
    const deadline = Date.now() + RESUME_TIMEOUT_MS;
    let delay = 200;
    while (this.state === 'reconnecting' && Date.now() < deadline) {
      try {
        if (this.refresh) this.options = { ...this.options, ...(await this.refresh()) };
        const ws = await this.openSocket(this.options);
        this.ws = ws;
        await new Promise((resolve, reject) => {
          this.resumed = { resolve, reject };
          setTimeout(() => reject(new Error('no call_resumed')), Math.max(500, deadline - Date.now()));
          this.send('call_resume', { call_id: this.callId, sdp: { type: 'offer', sdp: addSessionAttributes(this.pc.localDescription.sdp, OFFER_ATTRIBUTES) } }, ws);
        });
        this.resumed = null;
        this.state = 'active';
        this.on.event('resumed', {});
        return;
      } catch (err) {
        this.resumed = null;
        if (err.code) break;  // call_rejected: the call is gone
        await new Promise(r => setTimeout(r, delay));
        delay = Math.min(delay * 2, 2000);
      }
    }
    if (this.state === 'reconnecting') this.finish(null, 'The connection to the meeting was lost.');
  }

  // Leave: call_terminate, then close the socket and the peer connection.
  hangup() {
    if (this.state === 'ended') return;
    if (this.callId) this.send('call_terminate', { call_id: this.callId, term_code: 200 });
    this.finish(200, 'You left the meeting.');
  }

  finish(code, why, notify = true) {
    if (this.state === 'ended') return;
    this.state = 'ended';
    const ws = this.ws;
    this.ws = null;
    if (ws) setTimeout(() => ws.close(1000, 'BYE'), 100);
    try { this.channel.close(); } catch (err) { /* closed already */ }
    this.pc.close();
    if (notify) this.on.ended(code, why);
  }
}
