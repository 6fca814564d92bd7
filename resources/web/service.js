// REST of the meeting API (docs/engine-api.md), as far as a guest in the browser needs it.

export class ServiceError extends Error {
  constructor(status, message, data = null) {
    super(message);
    this.status = status;
    this.data = data;  // the error's JSON body: a MeetDesk engine adds "reason" ("not_started", "replaced"), "host"
  }

  get reason() { return this.data && typeof this.data.reason === 'string' ? this.data.reason : null; }
}

// A permalink guest link whose host made a new one
// (docs/engine-api.md "Permalinks: waiting guests and new guest links").
const REPLACED = 'This meeting link was replaced by a new one. Ask the host for the new link.';

// What a user reads for an error status of a join request.
const JOIN_ERRORS = {
  404: 'This meeting link is not known. Check the link you were given.',
  405: 'This meeting does not let guests in.',
  410: 'This meeting is over.',
  423: 'This meeting is locked: nobody new can join.',
};

export function joinErrorText(err) {
  if (err instanceof ServiceError && err.status === 410 && err.reason === 'replaced') return REPLACED;
  if (err instanceof ServiceError) return JOIN_ERRORS[err.status] || `The meeting could not be joined (${err.status}: ${err.message}).`;
  return 'The meeting engine cannot be reached. Check your connection and try again.';
}

export class Service {
  constructor(base) {
    this.base = base.replace(/\/+$/, '');
  }

  async request(method, path, body) {
    const init = { method, headers: { Accept: 'application/json' }, cache: 'no-store' };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(this.base + path, init);
    } catch (err) {
      throw new ServiceError(0, String(err));
    }
    const text = await response.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch (err) { data = null; }
    if (!response.ok) throw new ServiceError(response.status, (data && data.error) || response.statusText, data);
    return data;
  }

  // POST /guests/<token>: register as a guest, get the meeting reply.
  registerGuest(token, name) { return this.request('POST', `/guests/${encodeURIComponent(token)}`, { name }); }
  // GET /rooms/<access_key>: the meeting (ready flag, a fresh signaling auth token).
  meeting(accessKey) { return this.request('GET', `/rooms/${encodeURIComponent(accessKey)}`); }
  // GET /permalink/<token>: a permalink by its guest or host token (room.started_at tells whether it runs).
  permalink(token) { return this.request('GET', `/permalink/${encodeURIComponent(token)}`); }
  // POST /permalink/<user_token>: a host starts (or joins) the permalink's meeting.
  startPermalink(userToken) { return this.request('POST', `/permalink/${encodeURIComponent(userToken)}`); }
  // POST /rooms/<access_key>/messages: chat.
  sendChat(accessKey, content) {
    return this.request('POST', `/rooms/${encodeURIComponent(accessKey)}/messages`, { type: 'chat', content });
  }
  // POST /rooms/<access_key>/messages: a custom message (raised hands).
  sendCustom(accessKey, content) {
    return this.request('POST', `/rooms/${encodeURIComponent(accessKey)}/messages`, { type: 'custom', content });
  }
  // POST /rooms/<access_key>/reactions: a reaction by name (an engine extension, docs/engine-api.md "Reactions").
  sendReaction(accessKey, reaction) {
    return this.request('POST', `/rooms/${encodeURIComponent(accessKey)}/reactions`, { reaction });
  }
  // GET /rooms/<access_key>/users/<cid>: a participant's name (memberlist and chat carry client ids).
  user(accessKey, cid) {
    return this.request('GET', `/rooms/${encodeURIComponent(accessKey)}/users/${encodeURIComponent(cid)}`);
  }
}
