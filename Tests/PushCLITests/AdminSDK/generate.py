#!/usr/bin/env python3
"""Builds FCM messages with the Firebase Admin Python SDK and writes the request bodies its
encoder produces (one JSON file per case) for the Admin-SDK conformance test.

Rerun after upgrading firebase-admin:  python3 Tests/PushCLITests/AdminSDK/generate.py
Each body must validate with no errors in fcm-compose and render back unchanged.

Random mode (run by AdminSDKRandomTests on every `swift test`, so by `.ci/run`):

    python3 generate.py --random 300 --seed 8 --out DIR

builds that many random messages from the SDK's public classes (every field they can emit,
ApsAlert/Aps/WebpushNotification custom_data and APNSPayload custom keys included) and writes
each request body twice: as the SDK encodes it (snake_case, `NNNN-snake.json`) and with every
protobuf field name in its lowerCamelCase JSON spelling (`NNNN-camel.json`), as the REST
reference's API Explorer writes it. Values are drawn so the SDK accepts them; the few
combinations the SDK accepts but a receiver refuses (a silent web notification that vibrates,
renotify without a tag, apns-priority 10 on a background push) are not drawn.
"""
import argparse
import datetime
import json
import pathlib
import sys
import warnings

# No __pycache__ beside the test sources (SwiftPM would see it as unhandled files).
sys.dont_write_bytecode = True

from firebase_admin import messaging as m

import random_messages

# Message.token is deprecated in favour of fid; the bodies still use it on purpose.
warnings.simplefilter("ignore", DeprecationWarning)

OUT = pathlib.Path(__file__).parent / "bodies"

CASES = {
    "token-notification": m.Message(
        token="fKx1DbZ7QyOa3n0B9mVwQe:APA91bH-test",
        notification=m.Notification(title="Match update", body="Arsenal 3-0", image="https://example.com/a.png"),
        data={"match_id": "42", "score": "3-0"},
    ),
    "topic-data-only": m.Message(
        topic="weather",
        data={"city": "Tel Aviv", "temp": "31"},
        apns=m.APNSConfig(headers={"apns-priority": "5"}, payload=m.APNSPayload(aps=m.Aps(content_available=True))),
    ),
    "condition": m.Message(
        condition="'stock-GOOG' in topics || 'industry-tech' in topics",
        notification=m.Notification(title="Tech stocks", body="Up 5%"),
    ),
    "fid": m.Message(fid="cR2v8Lw0SkKx7dJ5yTgNqa", notification=m.Notification(title="Hi", body="There")),
    "android-everything": m.Message(
        token="t1",
        android=m.AndroidConfig(
            collapse_key="score",
            priority="high",
            ttl=datetime.timedelta(hours=1, milliseconds=500),
            restricted_package_name="com.example.app",
            data={"k": "v"},
            notification=m.AndroidNotification(
                title="T", body="B", icon="ic", color="#ff8800", sound="default", tag="tag",
                click_action="OPEN", body_loc_key="bk", body_loc_args=["a", "b"],
                title_loc_key="tk", title_loc_args=["c"], channel_id="promos",
                image="https://example.com/i.png", ticker="tick", sticky=True,
                event_timestamp=datetime.datetime(2024, 5, 1, 12, 0, 0, 123000),
                local_only=True, priority="high", vibrate_timings_millis=[0, 500, 250],
                default_vibrate_timings=False, default_sound=True,
                light_settings=m.LightSettings(color="#00ff0080", light_on_duration_millis=500, light_off_duration_millis=1000),
                default_light_settings=False, visibility="public", notification_count=3, proxy="deny",
            ),
            fcm_options=m.AndroidFCMOptions(analytics_label="android_label"),
            direct_boot_ok=True,
        ),
    ),
    "apns-everything": m.Message(
        token="t2",
        notification=m.Notification(title="T", body="B"),
        apns=m.APNSConfig(
            headers={"apns-priority": "10", "apns-push-type": "alert", "apns-collapse-id": "c1"},
            payload=m.APNSPayload(
                aps=m.Aps(
                    alert=m.ApsAlert(
                        title="Apple title", subtitle="Sub", body="Apple body", loc_key="lk", loc_args=["x"],
                        title_loc_key="tlk", title_loc_args=["y"], action_loc_key="alk", launch_image="li.png",
                    ),
                    badge=7,
                    sound=m.CriticalSound("alarm.caf", critical=True, volume=0.5),
                    mutable_content=True,
                    category="NEW_MESSAGE",
                    thread_id="thread-1",
                    custom_data={"interruption-level": "time-sensitive"},
                ),
                campaign="spring",
            ),
            fcm_options=m.APNSFCMOptions(analytics_label="apns_label", image="https://example.com/i.png"),
        ),
    ),
    "webpush-everything": m.Message(
        token="t3",
        webpush=m.WebpushConfig(
            headers={"TTL": "300", "Urgency": "high"},
            data={"w": "1"},
            notification=m.WebpushNotification(
                title="Web title", body="Web body", icon="https://example.com/icon.png",
                badge="https://example.com/badge.png", image="https://example.com/img.png",
                language="he", renotify=True, require_interaction=True, silent=False, tag="t",
                timestamp_millis=1700000000000, vibrate=[100, 50, 100], direction="rtl",
                actions=[m.WebpushNotificationAction("open", "Open", icon="https://example.com/o.png")],
                data={"any": ["json", 1]},
            ),
            fcm_options=m.WebpushFCMOptions(link="https://example.com/landing"),
        ),
        fcm_options=m.FCMOptions(analytics_label="web_label"),
    ),
    "unicode": m.Message(
        token="t4",
        notification=m.Notification(title="中文 שלום 👩‍💻", body="e\u0301 — ✓"),
        data={"emoji": "🌸", "rtl": "עברית"},
    ),
}


def write_named():
    OUT.mkdir(exist_ok=True)
    for name, message in CASES.items():
        body = {"message": m._MessagingService.encode_message(message)}
        text = json.dumps(body, indent=2, ensure_ascii=False, sort_keys=False) + "\n"
        (OUT / f"{name}.json").write_text(text, encoding="utf-8")
        print(f"wrote {name}.json")


def write_random(count, seed, out):
    out.mkdir(parents=True, exist_ok=True)
    for i, message in enumerate(random_messages.messages(count, seed)):
        body = {"message": m._MessagingService.encode_message(message)}
        for spelling, value in (("snake", body), ("camel", random_messages.camel_body(body))):
            text = json.dumps(value, indent=2, ensure_ascii=False) + "\n"
            (out / f"{i:04d}-{spelling}.json").write_text(text, encoding="utf-8")
    print(f"wrote {2 * count} bodies to {out}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--random", type=int, help="write this many random messages")
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--out", type=pathlib.Path)
    args = parser.parse_args()
    if args.random:
        write_random(args.random, args.seed, args.out or pathlib.Path("random-bodies"))
    else:
        write_named()


if __name__ == "__main__":
    main()
