print("fcm-compose")
