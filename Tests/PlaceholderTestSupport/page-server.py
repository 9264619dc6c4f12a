#!/usr/bin/env python3
"""The web view tests' server: real HTTP and HTTPS on loopback.

    page-server.py FOLDER [HOST PORT]

Makes a self-signed certificate in FOLDER (openssl), serves HTTP (on HOST
and PORT if given) and HTTPS on free ports of 127.0.0.1, finds a port nobody listens on, and writes
"http https closed" to FOLDER/ports once it answers. Pages:

    /ok        200, "Fine"            /missing   404, the server's own page
    /broken    500                    /slow      200 after 3 seconds
    /busy      the first time, a page whose script then never ends; then "Fine"
"""
import http.server
import os
import socket
import ssl
import subprocess
import sys
import threading
import time

folder = sys.argv[1]
host, port = (sys.argv[2], int(sys.argv[3])) if len(sys.argv) > 3 else ("127.0.0.1", 0)
busy_served = 0


def page(title, body):
    return f"<!doctype html><html><head><title>{title}</title></head><body><h1>{body}</h1></body></html>".encode()


class Pages(http.server.BaseHTTPRequestHandler):
    def answer(self, status, content):
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(content)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(content)

    def do_GET(self):
        global busy_served
        path = self.path.split("?")[0]
        if path == "/ok":
            self.answer(200, page("Fine", "All is well"))
        elif path == "/missing":
            self.answer(404, page("The server's own 404", "Nothing here"))
        elif path == "/broken":
            self.answer(500, page("The server's own 500", "Broken"))
        elif path == "/slow":
            time.sleep(3)
            self.answer(200, page("Slow but fine", "At last"))
        elif path == "/busy":
            busy_served += 1
            if busy_served == 1:
                # Loaded first, then busy for ever.
                self.answer(200, page("Busy", "Busy</h1><script>setTimeout(() => { while (true) {} }, 200)</script><h1>"))
            else:
                self.answer(200, page("Fine", "Not busy any more"))
        else:
            self.answer(404, page("Unknown", "Unknown page"))

    def log_message(self, format, *args):
        pass


def serve(server):
    threading.Thread(target=server.serve_forever, daemon=True).start()


certificate, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
subprocess.run(
    ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-days", "2",
     "-keyout", key, "-out", certificate],
    check=True, capture_output=True)

plain = http.server.ThreadingHTTPServer((host, port), Pages)
secure = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Pages)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(certificate, key)
secure.socket = context.wrap_socket(secure.socket, server_side=True)
probe = socket.socket()
probe.bind(("127.0.0.1", 0))
closed = probe.getsockname()[1]
probe.close()
serve(plain)
serve(secure)
with open(os.path.join(folder, "ports.tmp"), "w") as ports:
    ports.write(f"{plain.server_address[1]} {secure.server_address[1]} {closed}\n")
os.rename(os.path.join(folder, "ports.tmp"), os.path.join(folder, "ports"))
# Until the test ends (it closes our stdin) or is gone.
sys.stdin.read()
