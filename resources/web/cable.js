// The meeting's real-time socket (links.websocket, /rt?access_key=): the ActionCable JSON protocol
// (docs/engine-api.md "The real-time socket") as the public browser library speaks it. Subscribes RoomChannel and
// UserChannel after "welcome", passes each channel message to onMessage, reconnects when the socket
// drops or goes stale (no frame for 6 s), stops for good on an unauthorized disconnect.

const STALE_MS = 6000;
const identifier = channel => JSON.stringify({ channel });

export function socketUrl(url) {
  return url.replace(/^http(s?):\/\//i, (_, s) => `ws${s}://`);
}

export class Cable {
  constructor(url, { onMessage, onState }) {
    this.url = socketUrl(url);
    this.onMessage = onMessage;
    this.onState = onState || (() => {});
    this.ws = null;
    this.stopped = false;
    this.confirmed = new Set();
    this.backoff = 500;
    this.staleTimer = null;
  }

  start() {
    if (this.stopped) return;
    const ws = new WebSocket(this.url, ['actioncable-v1-json', 'actioncable-unsupported']);
    this.ws = ws;
    this.confirmed.clear();
    this.touch();
    ws.onmessage = event => this.receive(ws, event.data);
    ws.onclose = () => {
      if (ws !== this.ws) return;
      clearTimeout(this.staleTimer);
      this.ws = null;
      if (this.stopped) return;
      this.onState('reconnecting');
      setTimeout(() => this.start(), this.backoff);
      this.backoff = Math.min(this.backoff * 2, 10000);
    };
  }

  touch() {
    clearTimeout(this.staleTimer);
    this.staleTimer = setTimeout(() => { if (this.ws) this.ws.close(); }, STALE_MS);
  }

  receive(ws, raw) {
    this.touch();
    let frame;
    try { frame = JSON.parse(raw); } catch (err) { return; }
    if (!frame || typeof frame !== 'object') return;
    if (frame.type === 'welcome') {
      for (const channel of ['RoomChannel', 'UserChannel']) {
        ws.send(JSON.stringify({ command: 'subscribe', identifier: identifier(channel) }));
      }
    } else if (frame.type === 'confirm_subscription') {
      this.confirmed.add(frame.identifier);
      if (frame.identifier === identifier('RoomChannel')) {
        this.backoff = 500;
        this.onState('connected');
      }
    } else if (frame.type === 'reject_subscription' || (frame.type === 'disconnect' && (frame.reason === 'unauthorized' || frame.reconnect === false))) {
      this.stop();
      this.onState('closed', frame.reason || 'rejected');
    } else if (frame.message && typeof frame.message === 'object' && this.confirmed.has(frame.identifier)) {
      this.onMessage(frame.message);
    }
  }

  // An action on RoomChannel ("user_joins" keeps the meeting alive until the call is up; "stfu").
  perform(action) {
    const id = identifier('RoomChannel');
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || !this.confirmed.has(id)) return false;
    this.ws.send(JSON.stringify({ command: 'message', identifier: id, data: JSON.stringify({ action }) }));
    return true;
  }

  get connected() { return this.ws !== null && this.confirmed.has(identifier('RoomChannel')); }

  stop() {
    this.stopped = true;
    clearTimeout(this.staleTimer);
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      ws.close();
    }
  }
}
