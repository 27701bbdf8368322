#!/usr/bin/python3
"""Reads Doppel's window over AT-SPI, as a screen reader does, for tests/it/screen_reader.rs.

Usage: read_tree.py OUT.json (with DISPLAY and DBUS_SESSION_BUS_ADDRESS of the app's session).

Turns accessibility on (org.a11y.Status IsEnabled, what a screen reader sets), waits for the
app's window, then records the tree (role, name, description, states, value of every node)
at each step, acting only as a screen reader user would, through AT-SPI actions:

  scanning  the first tree with a progress bar that has a value, while the scan runs
  results   the groups listed, the scan over
  marked    after selecting the mixins.txt row and pressing one of its Trash toggles
  dialog    after pressing the Clean up button
  settings  after cancelling it and pressing Settings

Writes {"steps": {step: [node, ...]}, "error": null or what went wrong} to OUT.json, and
exits 1 if a step could not be reached. Every wait has a time limit.
"""

import json
import sys
import time

import pyatspi
from gi.repository import Gio, GLib

OUT = sys.argv[1]
steps = {}


def finish(error=None):
    with open(OUT, "w") as out:
        json.dump({"steps": steps, "error": error}, out, indent=1)
    sys.exit(1 if error else 0)


def enable_accessibility():
    """Says a screen reader is running: AccessKit's adapter then shows the app's tree."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    value = GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", True)))
    deadline = time.time() + 20
    while True:
        try:
            bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties",
                          "Set", value, None, Gio.DBusCallFlags.NONE, 5000, None)
            return
        except GLib.Error as error:
            if time.time() > deadline:
                finish("could not turn accessibility on: %s" % error)
            time.sleep(0.2)


def read(node, depth, out, path):
    try:
        states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
        entry = {"depth": depth, "role": node.getRoleName(), "name": node.name or "",
                 "description": node.description or "", "states": states, "value": None}
    except Exception:  # a node gone meanwhile
        return
    try:
        entry["value"] = node.queryValue().currentValue
    except NotImplementedError:
        pass
    except Exception:
        pass
    entry["path"] = path
    out.append(entry)
    for index in range(node.childCount):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        if child is not None:
            read(child, depth + 1, out, path + [index])


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and (app.name or "") == "doppel" and app.childCount > 0:
            return app
    return None


def tree(app):
    out = []
    read(app, 0, out, [])
    return out


def node_at(app, path):
    node = app
    for index in path:
        node = node.getChildAtIndex(index)
    return node


def wait_for(app, what, test, seconds):
    """The first tree in which `test` finds a node (polled), and that node."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        nodes = tree(app)
        found = [n for n in nodes if test(n)]
        if found:
            return nodes, found[0]
        time.sleep(0.2)
    steps["last"] = tree(app)
    finish("timed out waiting for %s" % what)


def wait_gone(app, what, test, seconds):
    """The first tree in which `test` finds no node (polled)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        nodes = tree(app)
        if not any(test(n) for n in nodes):
            return nodes
        time.sleep(0.2)
    steps["last"] = tree(app)
    finish("timed out waiting for %s" % what)


def press(app, node, what):
    """Does the node's click action, as a screen reader's "activate"."""
    target = node_at(app, node["path"])
    action = target.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    if "click" not in names:
        finish("%s has no click action (it has %s)" % (what, names))
    action.doAction(names.index("click"))


def main():
    enable_accessibility()
    deadline = time.time() + 30
    app = None
    while app is None:
        if time.time() > deadline:
            finish("no window named doppel appeared on the accessibility bus")
        time.sleep(0.3)
        app = find_app()

    def is_row(name):
        return lambda n: n["role"] == "list item" and n["name"].startswith(name)

    # The scan reads two large files: its progress shows for a while.
    def progress(n):
        return n["role"] == "progress bar" and n["value"] is not None and n["name"]

    def progress_or_results(n):
        return progress(n) or is_row("mixins.txt, ")(n)

    nodes, _ = wait_for(app, "the scan's progress", progress_or_results, 60)
    steps["scanning"] = nodes

    # Results: the rows are there, and the scan is over.
    def listed(n):
        return is_row("mixins.txt, ")(n)

    deadline = time.time() + 120
    while True:
        nodes, _ = wait_for(app, "the groups", listed, 120)
        if not any(n["role"] == "progress bar" for n in nodes):
            break
        if time.time() > deadline:
            finish("the scan did not end")
        time.sleep(0.3)
    steps["results"] = nodes

    # Select the mixins.txt row, then press the Trash toggle of its copy at the top.
    row = next(n for n in nodes if listed(n))
    press(app, row, "the mixins.txt row")
    wait_for(app, "the row selected",
             lambda n: listed(n) and "selected" in n["states"], 20)

    def trash_of_root_copy(n):
        return (n["role"] == "toggle button" and n["name"] == "Trash"
                and n["description"].endswith("/mixins.txt")
                and "/backup/" not in n["description"])

    _, toggle = wait_for(app, "the Trash toggle", trash_of_root_copy, 20)
    press(app, toggle, "the Trash toggle")
    nodes, _ = wait_for(app, "the Trash toggle pressed",
                        lambda n: trash_of_root_copy(n) and "pressed" in n["states"], 20)
    steps["marked"] = nodes

    # The cleanup's confirmation, a dialog.
    _, button = wait_for(app, "the Clean up button",
                         lambda n: n["role"] == "push button"
                         and n["name"].startswith("Clean up: trash"), 20)
    press(app, button, "Clean up")
    nodes, _ = wait_for(app, "the dialog", lambda n: n["role"] == "dialog", 20)
    steps["dialog"] = nodes

    # Cancelled; then the Settings window, a dialog too.
    cancel = next(n for n in nodes if n["role"] == "push button" and n["name"] == "Cancel")
    press(app, cancel, "Cancel")
    nodes = wait_gone(app, "the dialog closed", lambda n: n["role"] == "dialog", 20)
    settings = next(n for n in nodes
                    if n["role"] == "push button" and n["name"] == "Settings")
    press(app, settings, "Settings")
    nodes, _ = wait_for(app, "the Settings window",
                        lambda n: n["role"] == "dialog" and n["name"] == "Settings", 20)
    steps["settings"] = nodes
    finish()


try:
    main()
except SystemExit:
    raise
except Exception as error:  # anything AT-SPI raised: said, not hung on
    finish("%s: %s" % (type(error).__name__, error))
