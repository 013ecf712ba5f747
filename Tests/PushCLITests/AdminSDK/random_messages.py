"""Random FCM messages built only from firebase_admin.messaging's public classes.

Every field the SDK (7.x) can emit is drawn with some probability, including the escape hatches:
`Aps(custom_data=…)`, `ApsAlert(custom_data=…)`, `APNSPayload(aps, **custom)` and
`WebpushNotification(custom_data=…)`. Values are what a correct sender writes: the SDK's own
checks pass, and the combinations a receiver refuses although the SDK accepts them are left out
(see generate.py), except the "delivered but dropped" ones the property test expects to be
named: a live_activity_token without a Live Activity aps, renotify without a tag, a silent
notification that vibrates.
"""
import datetime
import random
import string

from firebase_admin import messaging as m

WORDS = ["score", "goal", "match", "news", "sale", "chat", "ping", "alert", "daily", "offer"]
TEXTS = [
    "Arsenal 3-0", "Your order shipped", "New message from Ann", "中文 שלום 👩‍💻", "e\u0301 — ✓",
    "Line one\nline two", "Quote \" and backslash \\", "50% off today", "🌸🌸🌸", "",
]
IMAGES = [
    "https://example.com/a.png", "https://cdn-1.example.com/img/b.jpg?w=600&q=60",
    "http://images.example.org/c.gif", "https://example.com/path/to/d.png#frag",
    # Internationalised hosts as every URL on the wire spells them (punycode), and as a user
    # may type them (Unicode: the Node SDK refuses it, Python and Go send it).
    "https://xn--r8jz45g.jp/a.png", "https://xn--bcher-kva.de/img/b.png",
    "https://例え.jp/a.png", "https://bücher.de/b.png",
    # Percent-encoded paths and queries.
    "https://example.com/caf%C3%A9/a%20b.png", "https://example.com/%E4%BE%8B/x.png?q=%20",
]
# One value of every JSON type, for custom keys.
JSON_VALUES = [
    "text", "", 0, 7, -3, 1.5, True, False, None, [], ["a", 1, None], {}, {"k": [1, {"x": True}]},
]
WEB_ICONS = IMAGES + ["/icons/192.png", "badge.png", "data:image/png;base64,iVBORw0KGgo="]
LABEL_CHARS = string.ascii_letters + string.digits + "-_.~%"
TOPIC_CHARS = string.ascii_letters + string.digits + "-_.~%"


class Draw:
    """A seeded source of the values an SDK user writes."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def maybe(self, p=0.5):
        return self.r.random() < p

    def pick(self, items):
        return self.r.choice(items)

    def text(self):
        return self.pick(TEXTS) or "Hello"

    def word(self):
        return self.pick(WORDS) + str(self.r.randint(0, 99))

    def label(self):
        return "".join(self.r.choice(LABEL_CHARS) for _ in range(self.r.randint(1, 50)))

    def data(self):
        keys = ["id", "type", "url", "campaign", "score_home", "userName", "x-trace", "k.v"]
        return {self.pick(keys) + str(i): self.text() for i in range(self.r.randint(1, 4))}

    def color(self, alpha=False):
        digits = 8 if alpha and self.maybe() else 6
        return "#" + "".join(self.r.choice("0123456789abcdefABCDEF") for _ in range(digits))

    def some(self, **fields):
        """The fields whose draw comes up, as keyword arguments."""
        return {k: v() for k, v in fields.items() if self.maybe(0.45)}


def target(d):
    kind = d.pick(["token", "topic", "condition", "fid"])
    if kind == "token":
        return {"token": "fKx1DbZ7QyOa3n0B9mVwQe:APA91bH-" + d.word()}
    if kind == "fid":
        return {"fid": "cR2v8Lw0SkKx7dJ5yTgNqa" + str(d.r.randint(0, 9))}
    if kind == "topic":
        name = "".join(d.r.choice(TOPIC_CHARS) for _ in range(d.r.randint(1, 40)))
        return {"topic": ("/topics/" if d.maybe(0.2) else "") + name}
    topics = [f"'{d.word()}' in topics" for _ in range(d.r.randint(1, 5))]
    expression = topics[0]
    for t in topics[1:]:
        expression = f"({expression}) {d.pick(['&&', '||'])} {'!' if d.maybe(0.2) else ''}{t}"
    return {"condition": expression}


def android_notification(d):
    fields = d.some(
        title=d.text, body=d.text, icon=d.word, color=d.color, sound=lambda: "default",
        tag=d.word, click_action=lambda: "OPEN_" + d.word().upper(), channel_id=d.word,
        image=lambda: d.pick(IMAGES), ticker=d.text, sticky=d.maybe,
        event_timestamp=lambda: datetime.datetime(
            2026, d.r.randint(1, 12), d.r.randint(1, 28), d.r.randint(0, 23),
            d.r.randint(0, 59), d.r.randint(0, 59), d.r.randint(0, 999) * 1000),
        local_only=d.maybe, priority=lambda: d.pick(["min", "low", "default", "high", "max"]),
        vibrate_timings_millis=lambda: [d.r.randint(0, 2000) for _ in range(d.r.randint(1, 4))],
        default_vibrate_timings=d.maybe, default_sound=d.maybe, default_light_settings=d.maybe,
        visibility=lambda: d.pick(["private", "public", "secret"]),
        notification_count=lambda: d.r.randint(0, 99),
        proxy=lambda: d.pick(["allow", "deny", "if_priority_lowered"]),
        light_settings=lambda: m.LightSettings(
            color=d.color(alpha=True), light_on_duration_millis=d.r.randint(0, 5000),
            light_off_duration_millis=d.r.randint(0, 5000)),
    )
    if d.maybe(0.3):
        fields.update(body_loc_key="body_" + d.word(), body_loc_args=[d.word() for _ in range(2)])
    if d.maybe(0.3):
        fields.update(title_loc_key="title_" + d.word(), title_loc_args=[d.word()])
    return m.AndroidNotification(**fields)


def android(d):
    return m.AndroidConfig(**d.some(
        collapse_key=d.word, priority=lambda: d.pick(["high", "normal"]),
        ttl=lambda: datetime.timedelta(
            seconds=d.r.randint(0, 2_419_199), milliseconds=d.pick([0, 0, 500, 1])),
        restricted_package_name=lambda: "com.example." + d.word(), data=d.data,
        notification=lambda: android_notification(d),
        fcm_options=lambda: m.AndroidFCMOptions(analytics_label=d.label()),
        direct_boot_ok=d.maybe, bandwidth_constrained_ok=d.maybe, restricted_satellite_ok=d.maybe,
    ))


def aps_alert(d, live):
    fields = d.some(
        title=d.text, subtitle=d.text, body=d.text, action_loc_key=lambda: "ACTION_" + d.word(),
        launch_image=lambda: d.word() + ".png",
    )
    if d.maybe(0.3):
        fields.update(loc_key="BODY_" + d.word(), loc_args=[d.word()])
    if d.maybe(0.3):
        fields.update(title_loc_key="TITLE_" + d.word(), title_loc_args=[d.word(), d.word()])
    custom = d.some(**{
        "summary-arg": d.word, "summary-arg-count": lambda: d.r.randint(1, 9),
        "subtitle-loc-key": lambda: "SUB_" + d.word(), "x-campaign": d.word,
        "x-any": lambda: d.pick(JSON_VALUES),
    })
    # ApsAlert(custom_data=…) may override one of Apple's keys with any JSON type (the SDK
    # allows it on purpose: "Apple could update API so that key could have unexpected value").
    if d.maybe(0.3):
        key = d.pick(["title", "subtitle", "body", "launch-image", "action-loc-key", "loc-key",
                      "title-loc-key", "summary-arg", "summary-arg-count"])
        custom[key] = d.pick(JSON_VALUES)
    if "subtitle-loc-key" in custom and d.maybe():
        custom["subtitle-loc-args"] = [d.word()]
    if live and d.maybe():
        custom["sound"] = "chime.aiff"
    if custom:
        fields["custom_data"] = custom
    return m.ApsAlert(**fields)


def aps(d, live, shaped=True):
    fields = d.some(
        alert=lambda: aps_alert(d, live) if d.maybe(0.8) else d.text(),
        badge=lambda: d.r.randint(0, 99), category=d.word, thread_id=d.word,
        mutable_content=d.maybe,
        sound=lambda: m.CriticalSound(
            d.pick(["default", "alarm.caf"]), critical=d.pick([True, None]),
            volume=d.pick([None, 0, 0.25, 1])) if d.maybe() else d.pick(["default", "ping.aiff"]),
    )
    custom = d.some(**{
        "interruption-level": lambda: d.pick(["passive", "active", "time-sensitive"]),
        "relevance-score": lambda: d.pick([0, 0.5, 1, 75]), "target-content-id": d.word,
        "filter-criteria": d.word, "x-custom": lambda: d.pick(JSON_VALUES),
        "x-nested": lambda: {"list": d.pick(JSON_VALUES), "flag": d.maybe()},
    })
    if live and shaped:
        event = d.pick(["start", "update", "end"])
        custom.update({
            "event": event, "timestamp": 1_767_225_600 + d.r.randint(0, 10_000),
            "content-state": {"home": d.r.randint(0, 5), "away": d.r.randint(0, 5)},
        })
        if event == "start":
            custom.update({"attributes-type": "MatchAttributes", "attributes": {"team": d.word()}})
            if d.maybe():
                custom["input-push-token"] = 1
        if event == "end" and d.maybe():
            custom["dismissal-date"] = 1_767_240_000
        if d.maybe():
            custom["stale-date"] = 1_767_230_000
    if custom:
        fields["custom_data"] = custom
    return m.Aps(**fields)


def apns(d, common_visible):
    live = d.maybe(0.2)
    # live_activity_token without a Live Activity aps: FCM delivers it and iOS drops it (the
    # "delivered but dropped" class, the only errors the property allows).
    shaped = not live or d.maybe(0.8)
    payload_aps = aps(d, live, shaped)
    visible = common_visible or any(
        getattr(payload_aps, k) is not None for k in ("alert", "badge", "sound"))
    headers = d.some(**{
        "apns-collapse-id": d.word, "apns-expiration": lambda: d.pick(["0", "2000000000"]),
    })
    if live:
        headers["apns-push-type"] = "liveactivity"
        headers["apns-priority"] = d.pick(["10", "5"])
    elif visible:
        headers.update(d.some(**{
            "apns-priority": lambda: d.pick(["10", "5"]), "apns-push-type": lambda: "alert"}))
    elif d.maybe():
        headers.update({"apns-priority": "5", "apns-push-type": "background"})
        payload_aps.content_available = True
    custom = d.some(campaign=d.word, deep_link=lambda: "app://" + d.word())
    fields = d.some(
        headers=lambda: headers, fcm_options=lambda: m.APNSFCMOptions(
            **d.some(analytics_label=d.label, image=lambda: d.pick(IMAGES))))
    fields["payload"] = m.APNSPayload(aps=payload_aps, **custom)
    if live:
        fields["headers"] = headers
        fields["live_activity_token"] = "la-" + d.word()
    return m.APNSConfig(**fields)


def webpush_notification(d):
    fields = d.some(
        title=d.text, body=d.text, icon=lambda: d.pick(WEB_ICONS),
        badge=lambda: d.pick(WEB_ICONS), image=lambda: d.pick(WEB_ICONS),
        data=lambda: {"any": [d.word(), d.r.randint(0, 9)], "nested": {"ok": True}},
        direction=lambda: d.pick(["auto", "ltr", "rtl"]), language=lambda: d.pick(["he", "pt-BR"]),
        require_interaction=d.maybe, tag=d.word, timestamp_millis=lambda: 1_700_000_000_000,
        actions=lambda: [
            m.WebpushNotificationAction(
                d.word(), d.text(), icon=d.pick([None, d.pick(WEB_ICONS)]))
            for _ in range(d.r.randint(1, 2))],
        custom_data=lambda: {"x-ray": d.word(), "closeAfter": d.r.randint(1, 9)},
    )
    if "tag" in fields and d.maybe():
        fields["renotify"] = True
    elif d.maybe(0.05):
        fields["renotify"] = True  # the SDK sends it; the browser throws (delivered but dropped)
    if d.maybe(0.3):
        fields["silent"] = True
        if d.maybe(0.1):
            fields["vibrate"] = [100]  # the SDK sends it; the browser throws
    elif d.maybe(0.4):
        fields["vibrate"] = [d.r.randint(0, 300) for _ in range(d.r.randint(1, 3))]
    return m.WebpushNotification(**fields)


def webpush(d):
    return m.WebpushConfig(**d.some(
        headers=lambda: d.some(
            TTL=lambda: str(d.r.randint(0, 2_419_200)),
            Urgency=lambda: d.pick(["very-low", "low", "normal", "high"]),
            Topic=lambda: d.word().replace(".", "_")),
        data=d.data, notification=lambda: webpush_notification(d),
        fcm_options=lambda: m.WebpushFCMOptions(link="https://example.com/" + d.word()),
    ))


def message(d):
    fields = target(d)
    fields.update(d.some(
        notification=lambda: m.Notification(**d.some(
            title=d.text, body=d.text, image=lambda: d.pick(IMAGES))),
        data=d.data, android=lambda: android(d), webpush=lambda: webpush(d),
        fcm_options=lambda: m.FCMOptions(analytics_label=d.label()),
    ))
    notification = fields.get("notification")
    visible = notification is not None and (notification.title or notification.body)
    if d.maybe(0.55):
        fields["apns"] = apns(d, visible)
    return m.Message(**fields)


def messages(count, seed):
    d = Draw(seed)
    return [message(d) for _ in range(count)]


# Objects whose members are protobuf fields (so they have a lowerCamelCase JSON name). Free-form
# objects (data, headers, apns.payload, webpush.notification) keep their keys verbatim.
PROTO_CHILDREN = {
    (): {"notification", "android", "apns", "webpush", "fcm_options"},
    ("android",): {"notification", "fcm_options"},
    ("android", "notification"): {"light_settings"},
    ("android", "notification", "light_settings"): {"color"},
    ("apns",): {"fcm_options"},
    ("webpush",): {"fcm_options"},
}


def camel(key):
    head, *rest = key.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def camel_body(body):
    def convert(obj, path):
        out = {}
        for key, value in obj.items():
            if isinstance(value, dict) and key in PROTO_CHILDREN.get(path, set()):
                value = convert(value, path + (key,))
            out[camel(key)] = value
        return out

    return {"message": convert(body["message"], ())}
