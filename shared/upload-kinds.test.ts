import { describe, expect, it } from 'vitest';
import { acceptsType, UPLOAD_FOLDERS, type UploadFolder } from './upload-kinds';

const folders = Object.keys(UPLOAD_FOLDERS) as UploadFolder[];

describe('upload kinds', () => {
  it.each(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/javascript', 'application/octet-stream', 'image/png; charset=utf-8', 'IMAGE/PNG', ' image/png', 'image/*'])(
    'no field accepts %j',
    (type) => {
      for (const folder of folders) expect(acceptsType(folder, type), folder).toBe(false);
    },
  );

  it('takes raster images for image fields, MP3 for audio, PDF and raster images for documents', () => {
    const raster = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
    for (const type of raster) {
      expect(acceptsType('user-images', type)).toBe(true);
      expect(acceptsType('insurance-documents', type)).toBe(true);
      expect(acceptsType('poiAudio-files', type)).toBe(false);
    }
    expect(acceptsType('poiAudio-files', 'audio/mpeg')).toBe(true);
    expect(acceptsType('poi-images', 'audio/mpeg')).toBe(false);
    expect(acceptsType('treatment-documents', 'application/pdf')).toBe(true);
    expect(acceptsType('user-images', 'application/pdf')).toBe(false);
  });
});
