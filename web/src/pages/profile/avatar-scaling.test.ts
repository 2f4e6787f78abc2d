import { describe, expect, it } from 'vitest';
import { AVATAR_WIDTH } from '../../../../shared/constants';
import { AVATAR_OUTPUT, CANVAS_CONTEXT_ERROR, coverCrop, outputName, outputType, scaleAvatar, type CanvasLike, type Drawable } from './avatar-scaling';

describe('coverCrop', () => {
  it('cuts the sides of a landscape picture equally', () => {
    expect(coverCrop(1600, 800, 400, 400)).toEqual({ sx: 400, sy: 0, sw: 800, sh: 800 });
  });

  it('cuts top and bottom of a portrait picture equally', () => {
    expect(coverCrop(300, 900, 400, 400)).toEqual({ sx: 0, sy: 300, sw: 300, sh: 300 });
  });

  it('takes a square picture whole, small or large', () => {
    expect(coverCrop(100, 100, 400, 400)).toEqual({ sx: 0, sy: 0, sw: 100, sh: 100 });
    expect(coverCrop(4000, 4000, 400, 400)).toEqual({ sx: 0, sy: 0, sw: 4000, sh: 4000 });
  });

  it('keeps the output shape for a non-square output', () => {
    const rect = coverCrop(1000, 1000, 400, 200);
    expect(rect.sw / rect.sh).toBe(2);
    expect(rect).toEqual({ sx: 0, sy: 250, sw: 1000, sh: 500 });
  });
});

describe('the stored file', () => {
  it('is 400 px wide', () => {
    expect(AVATAR_OUTPUT.width).toBe(AVATAR_WIDTH);
    expect(AVATAR_OUTPUT.width).toBe(400);
  });

  it('keeps PNG, JPEG and WebP, and turns other images into PNG with a matching name', () => {
    expect(outputType('image/jpeg')).toBe('image/jpeg');
    expect(outputType('image/gif')).toBe('image/png');
    expect(outputName('holiday photo.gif', 'image/png')).toBe('holiday photo.png');
    expect(outputName('me.jpeg', 'image/jpeg')).toBe('me.jpg');
    expect(outputName('.hidden', 'image/png')).toBe('avatar.png');
  });
});

type Draw = { image: Drawable; box: number[] };

function fakeCanvas(withContext: boolean, draws: Draw[], blobTypes: string[]): CanvasLike<Drawable> {
  return {
    width: 0,
    height: 0,
    getContext: () => (withContext ? { drawImage: (image, ...box) => draws.push({ image, box }) } : null),
    toBlob: (callback, type) => {
      blobTypes.push(type ?? '');
      callback(new Blob(['scaled'], { type }));
    },
  };
}

describe('scaleAvatar', () => {
  const image = { width: 800, height: 600 };

  it('draws the cover crop onto a 400 × 400 canvas', async () => {
    const draws: Draw[] = [];
    const types: string[] = [];
    const canvas = fakeCanvas(true, draws, types);
    const blob = await scaleAvatar(new Blob(['x'], { type: 'image/jpeg' }), { load: async () => image, createCanvas: () => canvas });
    expect([canvas.width, canvas.height]).toEqual([400, 400]);
    expect(draws).toEqual([{ image, box: [100, 0, 600, 600, 0, 0, 400, 400] }]);
    expect(types).toEqual(['image/jpeg']);
    expect(blob.type).toBe('image/jpeg');
  });

  it('fails with the spec message when the canvas has no 2d context', async () => {
    const scaling = scaleAvatar(new Blob(['x'], { type: 'image/png' }), { load: async () => image, createCanvas: () => fakeCanvas(false, [], []) });
    await expect(scaling).rejects.toThrow(CANVAS_CONTEXT_ERROR);
    expect(CANVAS_CONTEXT_ERROR).toBe('Could not get the context of the canvas element');
  });
});
