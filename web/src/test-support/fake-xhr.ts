import type { XhrLike } from '../pages/objects/form/image-upload';

/** An XMLHttpRequest that reports the given progress steps, then answers `status`. */
export function fakeXhr(status: number, steps: number[], sent: { url: string; form: FormData }[]) {
  return (): XhrLike => {
    let url = '';
    const xhr: XhrLike = {
      status: 0,
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      open: (_method, target) => {
        url = target;
      },
      send: (form) => {
        sent.push({ url, form });
        queueMicrotask(() => {
          for (const loaded of steps) xhr.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }));
          xhr.status = status;
          if (status === 0) xhr.onerror?.(new ProgressEvent('error'));
          else xhr.onload?.(new ProgressEvent('load'));
        });
      },
    };
    return xhr;
  };
}
