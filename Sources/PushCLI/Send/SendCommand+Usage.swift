extension SendCommand {
  /// `fcm-compose send --help`.
  static let usage = """
    usage: fcm-compose send FILE [options]
    Send a draft through FCM HTTP v1, one request per recipient.

    FILE is a draft or an HTTP v1 request body (- for standard input).

    Recipients (one kind; default: the draft's own target or recipients):
      --token TOKEN           a registration token (repeatable)
      --tokens-file FILE      one token per line; blank lines and # comments ignored,
                              duplicates sent once, bad lines reported by line number
      --fid ID                a Firebase installation ID (repeatable; sent as message.fid)
      --fids-file FILE        one installation ID per line, read as --tokens-file is
      --topic NAME            a topic (one request)
      --condition EXPR        a condition such as "'a' in topics && 'b' in topics"
      --audience FILE         CSV (comma or tab) or JSON Lines with a token column; the other
                              columns fill the message's {{placeholders}}, one request per
                              row (default: the draft's recipients.audience)
      --strict                with --audience: any bad row or row problem stops the send
                              before anything is sent (default: such rows are skipped)
      --allow-dropped         send although the device will drop it or the browser throw
                              (the delivered-but-dropped errors); other errors still stop it

    Credentials (Application Default Credentials order; `fcm-compose doctor` shows each step):
      --credentials FILE      a service-account key, gcloud user credentials
                              (authorized_user), an impersonated_service_account or an
                              external_account (workload identity federation) file; default:
                              $GOOGLE_APPLICATION_CREDENTIALS, then gcloud's
                              application_default_credentials.json, then the metadata server
      --access-token TOKEN    an OAuth access token instead (default: $FCM_ACCESS_TOKEN),
                              e.g. "$(gcloud auth print-access-token)"
      --project ID            project (default: the profile, the credential's project_id or
                              quota_project_id, $GOOGLE_CLOUD_PROJECT, the metadata server)
      --quota-project ID      sent as x-goog-user-project (user credentials need one; default:
                              the profile, $GOOGLE_CLOUD_QUOTA_PROJECT, the file's
                              quota_project_id)
      --endpoint URL          FCM endpoint (default: $FCM_ENDPOINT or https://fcm.googleapis.com)
      --allow-endpoint HOST   also send tokens to HOST (repeatable); otherwise they go only to
                              *.googleapis.com and loopback
      --ca-file FILE          trust the certificates in FILE (PEM), e.g. a company proxy's;
                              default: $SSL_CERT_FILE, then $CURL_CA_BUNDLE, then the system's
      --profile NAME          project, credentials and endpoint of a [profiles.NAME] table in
                              $XDG_CONFIG_HOME/fcm-compose/config.toml (options above override
                              it); a read_only profile allows only --dry-run

    Sending:
      --dry-run               ask FCM to validate only (validate_only); nothing is delivered
      --concurrency N         requests in flight (default 64)
      --max-attempts N        attempts per recipient incl. retries of 429/500/503/network (5)
      --quota-wait SECONDS    minimum wait after QUOTA_EXCEEDED (default 60)
      --timeout SECONDS       per-request timeout (default 30)
      --rate N/s|N/min        spread requests evenly at that rate (a token bucket holding
                              one token: no bursts, none after a pause either)
      --ramp DURATION         with --rate: climb from a tenth of the rate to all of it over
                              DURATION (30s, 5m, 1h)

    Results:
      --report FILE           one line per token: CSV, or JSON lines for .jsonl/.ndjson/.json
      --journal FILE          where the campaign journal goes (default: FILE.journal beside
                              --report, else under $XDG_STATE_HOME/fcm-compose/journals/)
      --resume                finish an interrupted campaign: only tokens without a final
                              outcome are sent
      --resend-unconfirmed    with --resume, also send to unconfirmed tokens (sent, but no
                              answer came); the campaign's collapse identity makes a second
                              copy replace the first on the device
      --new-campaign          send to everyone again although the same message to the same
                              audience is an unfinished campaign (else refused, exit 2); its
                              journal is set aside as JOURNAL.superseded-TIME
      --new-collapse-id       a second send of the same campaign gets its own collapse
                              identity (default: the first's, so a copy replaces the first)
      --duplicate-window D    warn when the same campaign finished within D (default 24h, or
                              the profile's duplicate_window; 0 turns the warning off)
      --no-history            do not append to $XDG_DATA_HOME/fcm-compose/history.jsonl
      -q, --quiet             only the summary and errors

    HTTPS_PROXY, https_proxy, ALL_PROXY and NO_PROXY choose a proxy as curl does (loopback
    endpoints never use one). Ctrl-C stops after the requests in flight (press again to abandon
    them); rerun the same command with --resume to finish. Exit status: 0 all delivered, 1 any
    recipient not delivered or the send failed, 2 usage error or unreadable input.
    """
}
