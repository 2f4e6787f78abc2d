import { describe, expect, it } from 'vitest';
import type { CanvasLike, Drawable } from '../../profile/avatar-scaling';
import { OBJECT_IMAGE_WIDTH, scaledSize, scaleObjectImage } from './image-scaling';

type Draw = { image: Drawable; box: number[] };

function fakeCanvas(draws: Draw[], blobTypes: string[]): CanvasLike<Drawable> {
  return {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage: (image, ...box) => draws.push({ image, box }) }),
    toBlob: (callback, type) => {
      blobTypes.push(type ?? '');
      callback(new Blob(['scaled'], { type }));
    },
  };
}

describe('scaledSize', () => {
  it('makes every picture 400 px wide and keeps its proportions', () => {
    expect(OBJECT_IMAGE_WIDTH).toBe(400);
    expect(scaledSize(1600, 1200)).toEqual({ width: 400, height: 300 });
    expect(scaledSize(300, 900)).toEqual({ width: 400, height: 1200 });
    expect(scaledSize(4000, 10)).toEqual({ width: 400, height: 1 });
  });
});

describe('scaleObjectImage', () => {
  const image = { width: 2000, height: 1000 };

  it('draws the whole picture onto a 400 px wide canvas and keeps a JPEG a JPEG', async () => {
    const draws: Draw[] = [];
    const types: string[] = [];
    const canvas = fakeCanvas(draws, types);
    const blob = await scaleObjectImage(new Blob(['x'], { type: 'image/jpeg' }), { load: async () => image, createCanvas: () => canvas });
    expect([canvas.width, canvas.height]).toEqual([400, 200]);
    expect(draws).toEqual([{ image, box: [0, 0, 2000, 1000, 0, 0, 400, 200] }]);
    expect(blob.type).toBe('image/jpeg');
  });

  it.each([
    ['image/png', 'image/png'],
    ['image/webp', 'image/webp'],
    ['image/gif', 'image/png'],
    ['image/bmp', 'image/png'],
  ])('stores a %s as %s', async (input, output) => {
    const types: string[] = [];
    await scaleObjectImage(new Blob(['x'], { type: input }), { load: async () => image, createCanvas: () => fakeCanvas([], types) });
    expect(types).toEqual([output]);
  });
});
