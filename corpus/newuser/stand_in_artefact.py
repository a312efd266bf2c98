# A config read in a try, and a client whose reply is used.
try:
    port = int(settings.get("port"))
except ValueError:
    port = 8080
print("port", port)
reply = client.fetch(port)
for item in reply.items:
    print(item.title.upper())
