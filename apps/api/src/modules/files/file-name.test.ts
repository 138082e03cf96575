import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './file-name.js';

describe('sanitizeFileName', () => {
  it('keeps a plain name and the extension of its detected type', () => {
    expect(sanitizeFileName('Résumé 2026.PDF', 'pdf')).toBe('Résumé 2026.pdf');
    expect(sanitizeFileName('photo.jpeg', 'jpeg')).toBe('photo.jpeg');
  });

  it('gives a file the extension of what its content is, not of what it was called', () => {
    expect(sanitizeFileName('scan.pdf', 'png')).toBe('scan.png');
    expect(sanitizeFileName('logo', 'webp')).toBe('logo.webp');
  });

  it('drops folders, control and bidi characters, leading dots and excess length', () => {
    expect(sanitizeFileName('C:\\Users\\me\\..\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('cv\u202Efdp.exe', 'pdf')).toBe('cvfdp.pdf');
    expect(sanitizeFileName('a\u0000b\r\n.png', 'png')).toBe('ab.png');
    expect(sanitizeFileName('...', 'png')).toBe('file.png');
    expect(sanitizeFileName(`${'x'.repeat(500)}.png`, 'png')).toHaveLength(150);
  });
});

describe('contentDisposition', () => {
  it('names the file in ASCII and in UTF-8, with nothing that could end the header value', () => {
    expect(contentDisposition('attachment', 'Résumé "final".pdf')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});
