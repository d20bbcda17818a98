/**
 * Toasts, with react-hot-toast loaded on the first message: most visits never
 * show one, and the library is a few KB of every visitor page's first-visit
 * JavaScript otherwise. The same calls as react-hot-toast's (success, error).
 */
type HotToast = typeof import("react-hot-toast");

let library: Promise<HotToast> | null = null;
let mount: ((lib: HotToast) => void) | null = null;

function load(): Promise<HotToast> {
  library ??= import("react-hot-toast");
  return library.then((lib) => {
    mount?.(lib); // the notification area renders the Toaster from now on
    return lib;
  });
}

/** Called by the notification area: it renders the Toaster once the library is loaded. */
export function onToasterLoaded(render: (lib: HotToast) => void): () => void {
  mount = render;
  if (library) void library.then(render);
  return () => {
    if (mount === render) mount = null;
  };
}

export const toast = {
  success(message: string): void {
    void load().then((lib) => lib.default.success(message));
  },
  error(message: string): void {
    void load().then((lib) => lib.default.error(message));
  },
  show(message: string): void {
    void load().then((lib) => lib.default(message));
  },
};
