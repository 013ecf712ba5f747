extension TopicsCommand {
  /// `fcm-compose topics --help`.
  public static let usage = """
    usage: fcm-compose topics subscribe|unsubscribe TOPIC (--token T… | --tokens-file F
             | --fid ID… | --fids-file F | --audience A) [options]
           fcm-compose topics info TOKEN… [--json] [options]
    Subscribe devices to a topic or unsubscribe them; list topics.
      --token TOKEN         a registration token (repeatable)
      --tokens-file FILE    one token per line; blank lines and # comments ignored, duplicates once
      --fid ID              a Firebase installation ID (repeatable)
      --fids-file FILE      one installation ID per line
      --audience FILE       CSV or JSON Lines with a token (or fid) column
      --legacy              use the Instance ID batch API (iid/v1:batchAdd, :batchRemove;
                            1,000 tokens a request)
      --report FILE         one line per token: CSV, or JSON lines for .jsonl/.ndjson/.json
      --journal FILE        the journal --resume continues (default: FILE.journal beside --report)
      --resume              finish an interrupted change: only tokens without a final outcome are sent
      --concurrency N       requests in flight (default 64; --legacy: batches in flight, at
                            most 4)
      --max-attempts N      attempts per request incl. retries of 429/500/503/network (5)
      --timeout SECONDS     per-request timeout (default 30)
      -q, --quiet           only the summary and errors
      --json                topics info: the Instance ID answer as JSON
      --credentials FILE    credentials as for send (default: Application Default Credentials)
      --access-token TOKEN  an OAuth access token instead (default: $FCM_ACCESS_TOKEN)
      --project ID          project (default: the profile, the credential's project_id)
      --quota-project ID    sent as x-goog-user-project
      --profile NAME        project, credentials and endpoint of a config.toml profile
      --endpoint URL        FCM endpoint (default: $FCM_ENDPOINT or https://fcm.googleapis.com)
      --iid-endpoint URL    Instance ID endpoint (default: $FCM_IID_ENDPOINT or
                            https://iid.googleapis.com)
      --ca-file FILE        trust the certificates in FILE (default: $SSL_CERT_FILE,
                            $CURL_CA_BUNDLE, then the system's)
      --allow-endpoint HOST also send credentials to HOST (default: only *.googleapis.com and
                            loopback)
    subscribe and unsubscribe send one FCM v1 request per token, as firebase-admin 7.x does.
    Exit status: 0 every token done, 1 any token refused or not done, 2 usage error or
    unreadable input.
    """
}
