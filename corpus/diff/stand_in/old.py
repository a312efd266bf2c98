client = connect(server_url)
reply = client.fetch("status")
if reply.code == 200:
    print("up")
else:
    print("down")
