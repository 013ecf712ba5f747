#!/usr/bin/env python3
"""A loopback HTTPS server with a self-signed certificate, for the send tests' TLS cases.

It makes its own certificate for 127.0.0.1 (openssl) in --dir as cert.pem, counts every TCP
connection it accepts (one line each in --dir/connections, so a test can tell a retried
handshake from a single one), and answers every POST as FCM's messages:send does. Prints
"READY <port>" when it listens.
"""
import argparse
import http.server
import json
import os
import ssl
import subprocess


def make_certificate(directory):
    cert = os.path.join(directory, "cert.pem")
    key = os.path.join(directory, "key.pem")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
         "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", key, "-out", cert],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return cert, key


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        self.rfile.read(int(self.headers.get("content-length", "0")))
        body = json.dumps({"name": "projects/demo-project/messages/tls-1"}).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def get_request(self):
        sock, address = self.socket.accept()
        with open(self.counter, "a") as f:
            f.write("connection\n")
        # A refused handshake raises ssl.SSLError (an OSError), which serve_forever skips.
        return self.context.wrap_socket(sock, server_side=True), address


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dir", required=True)
    args = parser.parse_args()
    cert, key = make_certificate(args.dir)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server = Server(("127.0.0.1", 0), Handler)
    server.context = context
    server.counter = os.path.join(args.dir, "connections")
    print(f"READY {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
