// Reactions (docs/media.md "Reactions"): the page sends one of the engine's names (POST /rooms/<key>/reactions) and, in
// peer mode, floats everyone's up over the stage for 3 s with the sender's name, the same pictures the app and the
// composed picture draw (GET /web/reactions/<name>.png). A composed meeting's picture has them drawn in already.

export const REACTIONS = ['thumbs_up', 'heart', 'laugh', 'clap', 'surprised', 'celebrate'];
export const LABELS = { thumbs_up: 'Thumbs up', heart: 'Heart', laugh: 'Laugh', clap: 'Clap',
  surprised: 'Surprised', celebrate: 'Celebrate' };
const SHOWN_MS = 3000;
const MAX_SHOWN = 24;   // more at once are not drawn (a flood stays cheap)

export const isReaction = name => typeof name === 'string' && REACTIONS.includes(name);
const picture = name => `web/reactions/${name}.png`;

// The picker's buttons, one per reaction, in `container`; onPick(name) when one is clicked.
export function buildPicker(container, onPick) {
  for (const name of REACTIONS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'reaction-choice';
    button.dataset.reaction = name;
    button.title = LABELS[name];
    button.setAttribute('aria-label', LABELS[name]);
    const img = document.createElement('img');
    img.src = picture(name);
    img.alt = '';
    button.append(img);
    button.addEventListener('click', () => onPick(name));
    container.append(button);
  }
}

// Float a reaction up over `stage`: its picture and who sent it (plain text), gone after SHOWN_MS.
export function float(stage, name, who) {
  if (!isReaction(name) || stage.querySelectorAll('.reaction').length >= MAX_SHOWN) return null;
  const item = document.createElement('div');
  item.className = 'reaction';
  item.dataset.reaction = name;
  item.style.left = `${10 + Math.random() * 70}%`;
  const img = document.createElement('img');
  img.src = picture(name);
  img.alt = LABELS[name];
  const label = document.createElement('span');
  label.textContent = String(who || '').slice(0, 40);
  item.append(img, label);
  stage.append(item);
  setTimeout(() => item.remove(), SHOWN_MS);
  return item;
}
