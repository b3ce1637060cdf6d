// index.html's top-bar frame leaves when the app first puts content into #root, not before (an
// empty first commit would show an empty page) and in the same task (src/app/boot-frame.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { removeBootFrameOnFirstContent } from '../../src/app/boot-frame';

function page() {
  document.body.innerHTML = '<div id="boot-frame"></div><div id="root"></div>';
  return { root: document.getElementById('root') as HTMLElement, frame: document.getElementById('boot-frame') };
}

// Mutation observers call back in a microtask, after the change that woke them.
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('removeBootFrameOnFirstContent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the frame while #root is empty, also after an empty change', async () => {
    const { root, frame } = page();
    removeBootFrameOnFirstContent(root, frame);
    root.appendChild(document.createTextNode(''));
    await microtasks();
    expect(document.getElementById('boot-frame')).not.toBeNull();
  });

  it('removes the frame once #root has its first element', async () => {
    const { root, frame } = page();
    removeBootFrameOnFirstContent(root, frame);
    root.appendChild(document.createElement('header'));
    await microtasks();
    expect(document.getElementById('boot-frame')).toBeNull();
  });

  it('removes it at once when #root has content already, and does nothing without a frame', () => {
    const { root, frame } = page();
    root.appendChild(document.createElement('div'));
    removeBootFrameOnFirstContent(root, frame);
    expect(document.getElementById('boot-frame')).toBeNull();
    expect(() => removeBootFrameOnFirstContent(root, null)).not.toThrow();
  });
});
