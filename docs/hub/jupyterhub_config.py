# The Terra classroom on a JupyterHub (issue #23): add this to the hub's
# jupyterhub_config.py (The Littlest JupyterHub: save it as
# /opt/tljh/config/jupyterhub_config.d/terra.py and run `sudo tljh-config reload hub`).
# The test suite (tests/hub) loads this very file into the hub it starts.
#
# The room service runs with the hub's Python, which must have terra_widget installed.
# Teachers are the hub group terra-teachers, students the group terra-students (put
# your users in them from the hub's admin page, or with load_groups below); nobody else
# gets in.
import os
import sys

c = get_config()  # noqa: F821 (given by JupyterHub when it loads this file)

TERRA_PORT = int(os.environ.get("TERRA_ROOMS_PORT", "10101"))
TERRA_DB = os.environ.get("TERRA_CLASSROOM_DB", "/srv/terra/classroom.db")

c.JupyterHub.services.append({
    "name": "terra-rooms",
    "url": f"http://127.0.0.1:{TERRA_PORT}",
    "command": [sys.executable, "-m", "terra_widget.rooms.hub"],
    "environment": {"TERRA_CLASSROOM_DB": TERRA_DB,
                    "TERRA_HUB_TEACHERS": "terra-teachers",
                    "TERRA_HUB_STUDENTS": "terra-students"},
    "oauth_no_confirm": True,
})
c.JupyterHub.load_roles.extend([
    # The service needs no scopes of its own: a user's name and groups come in the hub's
    # answer for that user's own token or cookie (/hub/api/user answers for the token's
    # owner, groups included), so it never looks anybody up by a name.
    # Every user may reach the service (it then refuses whoever is in neither group).
    {"name": "user", "scopes": ["self", "access:services!service=terra-rooms",
                                "read:services!service=terra-rooms"]},
])
# A student's notebook calls the service with its server's token: that token needs the
# same access (a server's token holds only the scopes listed here that its user has).
c.Spawner.server_token_scopes = ["users:activity!user", "access:servers!user",
                                 "access:services!service=terra-rooms",
                                 "read:services!service=terra-rooms"]
# The two groups (add users from the admin page; load_groups lists them in a file):
# c.JupyterHub.load_groups = {"terra-teachers": {"users": ["ms-lopez"]},
#                             "terra-students": {"users": ["ana", "ben"]}}
