"""A small client of the Chrome DevTools Protocol driving Debian's headless
`chromium`, for the trace page's browser tests and its benchmark.

The transport is Chromium's --remote-debugging-pipe (the one puppeteer uses
with `pipe: true`): the browser reads commands from its fd 3 and writes
replies and events to its fd 4, each message JSON ended by a NUL byte. So no
websocket library, no npm package and no browser download are needed. The
page is driven as a user would: real mouse clicks on its buttons and real key
events, then its live DOM is read back (DOM.getOuterHTML) and screenshots
taken (Page.captureScreenshot). A fresh profile each time, no network."""
import base64
import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--remote-debugging-pipe"]

# Input.dispatchKeyEvent needs the DOM key, its code and the Windows key code.
KEYS = {"ArrowRight": 39, "ArrowLeft": 37, "Home": 36, "End": 35}


def chromium():
    """The browser's path, or None when it is not installed."""
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


class DevToolsError(Exception):
    pass


class Browser:
    """One headless Chromium and its first tab, attached as one session."""

    def __init__(self, width=1400, height=900, timeout=30):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="hyexec-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def at_fds_3_and_4():
            # Moved above 10 first so that placing one cannot overwrite the other.
            cmd = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
            reply = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
            os.dup2(cmd, 3)
            os.dup2(reply, 4)

        self.proc = subprocess.Popen(
            [chromium(), *FLAGS, "--window-size=%d,%d" % (width, height),
             "--user-data-dir=" + self.profile, "about:blank"],
            preexec_fn=at_fds_3_and_4, close_fds=False, start_new_session=True, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._next_id, self._buffer, self.events = 0, b"", []
        self.session = None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.call("Target.attachToTarget", targetId=page["targetId"], flatten=True)["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                  mobile=False)

    def close(self):
        # Chromium's helpers (renderer, crashpad handler) can outlive a killed main process
        # and still be writing into the profile while it is removed ("Directory not empty"):
        # ask the browser to quit, then end its whole process group, then remove the profile.
        if self.proc.poll() is None:
            try:
                self.session = None
                self.timeout = 5
                self.call("Browser.close")
            except (DevToolsError, OSError):
                pass
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)
        for _ in range(50):
            shutil.rmtree(self.profile, ignore_errors=True)
            if not os.path.exists(self.profile):
                break
            time.sleep(0.1)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- the protocol ---------------------------------------------------------------

    def _read_message(self, deadline):
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_browser], [], [], left)[0]:
                raise DevToolsError("no answer from Chromium within %d s" % self.timeout)
            data = os.read(self._from_browser, 1 << 16)
            if not data:
                raise DevToolsError("Chromium closed the DevTools pipe (exit %s)" % self.proc.poll())
            self._buffer += data
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, **params):
        """Sends one command (to the page's session once attached) and returns its result;
        events read meanwhile are kept in self.events."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params}
        if self.session:
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") != self._next_id:
                self.events.append(reply)
                continue
            if "error" in reply:
                raise DevToolsError("%s: %s" % (method, reply["error"].get("message")))
            return reply["result"]

    def wait_event(self, method):
        deadline = time.monotonic() + self.timeout
        while True:
            for i, e in enumerate(self.events):
                if e.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._read_message(deadline))

    # --- what a user does -------------------------------------------------------------

    def open(self, path, fragment=""):
        """Loads a file and waits until its load event fired."""
        self.events.clear()
        self.call("Page.navigate", url="file://" + os.path.abspath(path) + fragment)
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise DevToolsError("%s: %s" % (expression, result["exceptionDetails"].get("text")))
        return result["result"].get("value")

    def click(self, selector):
        """A left click at the middle of the element, as real mouse events."""
        box = self.evaluate("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                            " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(selector))
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    def press(self, key):
        """A key pressed and released (ArrowRight, ArrowLeft, Home, End)."""
        code = KEYS[key]
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=key, code=key, windowsVirtualKeyCode=code,
                      nativeVirtualKeyCode=code)

    def outer_html(self):
        root = self.call("DOM.getDocument", depth=0)["root"]
        return self.call("DOM.getOuterHTML", nodeId=root["nodeId"])["outerHTML"]

    def screenshot(self, out):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(out, "wb") as f:
            f.write(base64.b64decode(data))
        return os.path.getsize(out) > 0
