extension TokensCommand {
  /// `fcm-compose tokens --help`.
  public static let usage = """
    usage: fcm-compose tokens check FILE [--live PATH] [--dead PATH] [--fids] [options]
           fcm-compose tokens prune FILE --report R [--dedupe]
    Find dead tokens before a campaign, and take them out of a list.
      --live PATH           check: where the live lines go (default: FILE.live)
      --dead PATH           check: where the dead and malformed lines go (default: FILE.dead)
      --fids                check: FILE lists Firebase installation IDs (an audience says so
                            with a fid column)
      --report R            prune: a send or topics --report, or the .dead file of tokens check
      --dedupe              prune: also drop repeated tokens and blank lines (kept by default)
      --concurrency N       check: requests in flight (default 64)
      --max-attempts N      check: attempts per token incl. retries of 429/500/503/network (5)
      --timeout SECONDS     check: per-request timeout (default 30)
      -q, --quiet           check: only the summary and errors
      --credentials FILE    credentials as for send (default: Application Default Credentials)
      --access-token TOKEN  an OAuth access token instead (default: $FCM_ACCESS_TOKEN)
      --project ID          project (default: the profile, the credential's project_id)
      --quota-project ID    sent as x-goog-user-project
      --profile NAME        project, credentials and endpoint of a config.toml profile
      --endpoint URL        FCM endpoint (default: $FCM_ENDPOINT or https://fcm.googleapis.com)
      --ca-file FILE        trust the certificates in FILE (default: $SSL_CERT_FILE,
                            $CURL_CA_BUNDLE, then the system's)
      --allow-endpoint HOST also send credentials to HOST (default: only *.googleapis.com and
                            loopback)
    check sends one validate_only request per token: nothing is delivered. FILE is a tokens
    file (one per line) or a CSV/JSON Lines audience; other columns, comments, blank lines and
    order are kept. prune rewrites FILE atomically after copying it to FILE.bak (FILE.bak.2, …
    when taken).
    Exit status: check 0 all live, 1 dead or malformed tokens found; 2 usage error or
    unreadable input.
    """
}
