// Raised hands, carried as MeetDesk carries them (docs/app.md "Raised hands", ui/controllers/hands.py): a custom
// message (POST /rooms/<key>/messages, type custom) whose content is
//   {"meetdesk_hand": {"user": "<client id>", "raised": true, "at": <ms since 1970>}}
// A raise is believed from the person it names only, a lowering from that person or a host (a user who is not a
// guest); anything else is passed by. Hands are listed first raised first (by `at`, the same for everyone); a hand
// already up is announced again when someone joins, and goes down when its person leaves.

export const HAND_KEY = 'meetdesk_hand';
const MAX_TEXT = 400;
const MAX_USER = 128;
const MAX_AT = 2 ** 53;
// control and format characters, line separators, lone surrogates: not in a client id
const BAD_USER = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const stripDomain = cid => String(cid).split('@')[0];

export function handMessage(user, raised, at) {
  return JSON.stringify({ [HAND_KEY]: raised ? { user, raised: true, at } : { user, raised: false } });
}

// The hand in a custom message's content, or null (other messages, wrong types, hostile text).
export function parseHand(content) {
  if (typeof content !== 'string' || content.length > MAX_TEXT || !content.includes(HAND_KEY)) return null;
  let data;
  try { data = JSON.parse(content); } catch (err) { return null; }
  const fields = data && typeof data === 'object' && !Array.isArray(data) ? data[HAND_KEY] : null;
  if (!fields || typeof fields !== 'object' || typeof fields.raised !== 'boolean') return null;
  const { user, at } = fields;
  if (typeof user !== 'string' || user.length === 0 || user.length > MAX_USER || BAD_USER.test(user)) return null;
  if (!fields.raised) return { user: stripDomain(user), raised: false, at: null };
  if (!Number.isSafeInteger(at) || at < 0 || at > MAX_AT) return null;
  return { user: stripDomain(user), raised: true, at };
}

export class Hands {
  // send(content): posts a custom message; isHost(cid): resolves whether that client id is a host;
  // onChange(): the list changed; onLowered(cid): a host (client id) lowered your hand
  constructor({ send, isHost, onChange, onLowered }) {
    Object.assign(this, { send, isHost, onChange, onLowered });
    this.own = null;
    this.up = new Map();   // client id -> at
  }

  setOwn(cid) { this.own = stripDomain(cid); }

  get raised() { return this.own !== null && this.up.has(this.own); }

  has(cid) { return this.up.has(stripDomain(cid)); }

  order() {
    return [...this.up].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([cid]) => cid);
  }

  async set(raised) {
    if (this.own === null || raised === this.raised) return;
    const at = Date.now();
    if (raised) this.up.set(this.own, at);
    else this.up.delete(this.own);
    this.onChange();
    await this.send(handMessage(this.own, raised, at));
  }

  // a real-time custom message {content, cid}
  async receive(message) {
    const hand = parseHand(message.content);
    if (!hand || typeof message.cid !== 'string' || !message.cid) return;
    const sender = stripDomain(message.cid);
    if (hand.user === sender) {
      if (sender === this.own) return;   // your own, echoed
      if (hand.raised) this.up.set(sender, hand.at);
      else this.up.delete(sender);
      this.onChange();
    } else if (!hand.raised && this.up.has(hand.user)) {
      const at = this.up.get(hand.user);
      if (!(await this.isHost(sender)) || this.up.get(hand.user) !== at) return;
      this.up.delete(hand.user);
      this.onChange();
      if (hand.user === this.own) this.onLowered(sender);
    }
  }

  // memberlist: newcomers learn that your hand is up; a leaver's hand goes down
  membersChanged(added, removed) {
    let changed = false;
    for (const cid of removed) changed = this.up.delete(stripDomain(cid)) || changed;
    if (changed) this.onChange();
    if (this.raised && added.some(cid => stripDomain(cid) !== this.own)) {
      this.send(handMessage(this.own, true, this.up.get(this.own))).catch(() => {});
    }
  }
}
