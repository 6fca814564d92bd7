// Drives the eyeson library inside the page and reports its events to the Node script.
(function () {
  const lib = window.eyeson && window.eyeson.default ? window.eyeson.default : window.eyeson;

  // A JSON-safe copy of an event (MediaStreams, DOM objects and functions become short labels).
  function plain(value, depth) {
    if (value === null || value === undefined) return value;
    const kind = typeof value;
    if (kind === 'string' || kind === 'number' || kind === 'boolean') return value;
    if (kind === 'function') return '[function]';
    if (depth > 4) return '[deep]';
    if (typeof MediaStream !== 'undefined' && value instanceof MediaStream) {
      return '[MediaStream ' + value.getTracks().map(t => t.kind).join(',') + ']';
    }
    if (Array.isArray(value)) return value.map(v => plain(v, depth + 1));
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      return '[' + ((value.constructor && value.constructor.name) || 'object') + ']';
    }
    const out = {};
    for (const key of Object.keys(value)) out[key] = plain(value[key], depth + 1);
    return out;
  }

  function report(kind, payload) {
    try { window.__report(JSON.stringify({ kind, payload: plain(payload, 0) })); } catch (e) { console.log('report failed', e); }
  }

  function onEvent(event) {
    report('event', event);
    if (event.type === 'accept' && event.remoteStream) {
      const video = document.getElementById('remote');
      video.srcObject = event.remoteStream;
      video.play().catch(err => report('error', { where: 'video.play', message: String(err) }));
    }
  }

  async function mediaState() {
    const video = document.getElementById('remote');
    const state = {
      videoWidth: video.videoWidth, videoHeight: video.videoHeight, currentTime: video.currentTime,
      readyState: video.readyState, inbound: {}, outbound: {}, pcs: window.__pcs.length,
      iceState: null, connectionState: null
    };
    const pc = window.__pcs[window.__pcs.length - 1];
    if (pc) {
      state.iceState = pc.iceConnectionState;
      state.connectionState = pc.connectionState;
      const stats = await pc.getStats();
      stats.forEach(s => {
        if (s.type === 'inbound-rtp') {
          state.inbound[s.kind] = { packets: s.packetsReceived, bytes: s.bytesReceived,
                                    framesDecoded: s.framesDecoded, frameWidth: s.frameWidth };
        } else if (s.type === 'outbound-rtp') {
          state.outbound[s.kind] = { packets: s.packetsSent, bytes: s.bytesSent, framesEncoded: s.framesEncoded };
        }
      });
    }
    return state;
  }

  window.meetdesk = {
    lib,
    mediaState,
    // Join with an access key: eyeson.start(key) as the library's README does it.
    startWithKey(api, accessKey) {
      lib.config.api = api;
      lib.onEvent(onEvent);
      lib.start(accessKey, { audio: true, video: true });
    },
    // Guest flow: request_guest_user -> guest_user {token} -> start(token). The event is sent as the
    // library documents it: a name (and the optional locale), nothing filled in by hand for the service's
    // sake. The library still posts every field of its form, writing "undefined" for the absent email.
    startAsGuest(api, guestToken, name) {
      lib.config.api = api;
      const onGuest = event => {
        if (event.type === 'guest_user') {
          lib.offEvent(onGuest);
          lib.onEvent(onEvent);
          lib.start(event.token, { audio: true, video: true });
        } else if (event.type === 'error') {
          report('error', { where: 'request_guest_user', event });
        }
      };
      lib.onEvent(onGuest);
      lib.onEvent(e => { if (e.type === 'guest_user' || e.type === 'error') report('event', e); });
      lib.send({ type: 'request_guest_user', api, token: guestToken, name, locale: 'en' });
    },
    // Permalink host: connectPermalink(user_token) -> permalink_ready -> connection ready -> join().
    startPermalink(api, userToken) {
      lib.config.api = api;
      lib.onEvent(onEvent);
      const joinOnReady = event => {
        if (event.type === 'connection' && event.connectionStatus === 'ready') {
          lib.offEvent(joinOnReady);
          lib.join({ audio: true, video: true });
        }
      };
      lib.onEvent(joinOnReady);
      lib.connectPermalink(userToken);
    },
    // Turn the camera off and on again (mute_video over sepp).
    toggleVideo(on) { lib.send({ type: 'change_stream', video: on, audio: true }); },
    leave() { lib.destroy(); }
  };
  report('ready', { version: lib && lib.config ? lib.config.version : null });
})();
