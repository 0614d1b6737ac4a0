/* The one way Python awaits a promise of the page: `kartentischSettle(target, method, ...args)`
   calls `target[method](...args)` and returns a promise that settles as that call's result
   does, but is rejected only with an Error. A promise that reaches Python is awaited by
   Pyodide, which can make an exception only of an Error or a DOMException: rejected with
   anything else (WebKit's getUserMedia without a camera, any `Promise.reject("text")`), the
   awaiting Python task never goes on. So the promise is made and mended here, before Python
   sees it; a call that throws at once is a rejection too. */
(function () {
  "use strict";

  function asError(reason) {
    if (reason instanceof Error) return reason;
    let text;
    if (typeof reason === "string") text = reason;
    else if (reason && typeof reason.message === "string") {
      text = reason.name ? `${reason.name}: ${reason.message}` : reason.message;
    } else text = Object.prototype.toString.call(reason);
    const error = new Error(text);
    error.reason = reason;
    return error;
  }

  function settle(target, method, ...args) {
    return new Promise((resolve) => resolve(target[method](...args))).catch((reason) => {
      throw asError(reason);
    });
  }

  window.kartentischSettle = settle;
})();
