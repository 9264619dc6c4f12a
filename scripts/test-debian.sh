#!/usr/bin/env bash
# Runs `make test` on another Debian in a chroot: Debian 13 (trixie, GTK 4.18)
# or Debian unstable (GTK 4.24, GLib 2.90, libadwaita 1.10: GNOME 51), on a
# machine that has an older Debian. CI runs the unstable one (.ci/run);
# trixie is run by hand before resolving an issue that touches GTK.
#
#   scripts/test-debian.sh trixie|unstable     (make test-trixie, make test-unstable; as root)
#   DEBIAN_TARGET=test-a11y make test-unstable  (one make target instead of test)
#   DEBIAN_UNCOMMITTED=1 ...                   (the working tree, uncommitted
#                                               files included: while working)
#   DEBIAN_COPY_OUT=FROM:TO ...                (after a run that passed, the
#                                               clone's file FROM to TO in this
#                                               checkout: make bench-unstable)
#
# - The root is made once with debootstrap in .build/SUITE-root and kept;
#   delete that directory to make it anew (DEBIAN_ROOT overrides the place,
#   DEBIAN_MIRROR the mirror).
# - The COMMITTED state of this checkout is tested: it is cloned with git, so
#   uncommitted changes are not included. The clone's .build is kept between
#   runs, so a second run builds incrementally.
# - This machine's Swift toolchain (/opt/swift, read-only) and its local
#   Swift package mirror (/opt/swift-packages, with git's url.*.insteadOf
#   settings) are bind-mounted into the root; `make test` installs its own
#   Debian packages there, as on a fresh machine.
# - Unstable: the Swift 6.3 toolchain links libxml2.so.2, which unstable
#   ships only in its `libxml2` package (its default is libxml2.so.16 in
#   `libxml2-16`), so the root gets that package. A mirror's unstable
#   snapshot may be older than its Release file's Valid-Until: apt in the
#   root does not check it.
# Everything mounted is unmounted at exit.
set -euo pipefail

suite=${1:-}
case "$suite" in
  trixie) release="Debian 13" ;;
  unstable) release="Debian unstable" ;;
  *) echo "usage: $0 trixie|unstable" >&2; exit 2 ;;
esac
name=test-$suite
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
root=${DEBIAN_ROOT:-$repo/.build/$suite-root}
target_make=${DEBIAN_TARGET:-test}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
swift_dir=${SWIFT_TOOLCHAIN:-/opt/swift}
packages_dir=${SWIFT_PACKAGES:-/opt/swift-packages}
checkout=/src/placeholders
# What the Swift toolchain itself needs at run time (compiler, linker, SwiftPM,
# lldb's python; libxml2.so.2 from `libxml2`), plus git and make; `make test`
# adds GTK and the rest.
toolchain_packages=(binutils gcc g++ libc6-dev libcurl4-openssl-dev libxml2 libxml2-dev
  libsqlite3-dev libncurses-dev libedit-dev zlib1g-dev uuid-dev python3 git make pkg-config
  ca-certificates tzdata)

if [ "$(id -u)" -ne 0 ]; then
  echo "$name: needs root (debootstrap, mount, chroot)" >&2
  exit 1
fi
start=$(date +%s)

# One run per root at a time: a second would clone over the first's checkout
# mid-run, and its exit would unmount what the first still uses. The chroot
# itself does not hold the lock (a daemon it leaves would keep it).
mkdir -p "$(dirname "$root")"
exec 9>"$root.lock"
if ! flock -n 9; then
  echo "$name: another run is using $root; waiting for it to end"
  flock 9
fi

mounted=()
unmount_all() {
  local index
  for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
    umount "${mounted[index]}" 2>/dev/null || umount -l "${mounted[index]}" || true
  done
  mounted=()
}
trap unmount_all EXIT
trap 'exit 130' INT TERM

# Bind-mounts $1 (a path on this machine) at the same path in the root.
bind() {
  local source=$1 target=$root$1
  shift
  [ -d "$source" ] || { echo "$name: $source is missing" >&2; exit 1; }
  mkdir -p "$target"
  mount --bind "$source" "$target"
  mounted+=("$target")
  if [ "${1:-}" = ro ]; then
    mount -o remount,bind,ro "$target"
  fi
}

# Refuses to delete a directory that still has something mounted in it.
assert_nothing_mounted_in() {
  if findmnt -rn -o TARGET | grep -c "^$1" > /dev/null; then
    echo "$name: something is still mounted under $1; unmount it first" >&2
    exit 1
  fi
}

if [ ! -e "$root/.placeholders-root-ready" ]; then
  command -v debootstrap >/dev/null 2>&1 || {
    echo "Installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null ||
      { apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
  }
  assert_nothing_mounted_in "$root"
  rm -rf "$root"
  mkdir -p "$(dirname "$root")"
  echo "Making a $release root in $root (debootstrap; a few minutes)"
  partial=$root.partial
  assert_nothing_mounted_in "$partial"
  rm -rf "$partial"
  debootstrap --variant=minbase --include="$(IFS=,; echo "${toolchain_packages[*]}")" \
    "$suite" "$partial" "$mirror" >"$(dirname "$root")/$suite-debootstrap.log" 2>&1 || {
    echo "$name: debootstrap failed; see $(dirname "$root")/$suite-debootstrap.log" >&2
    exit 1
  }
  mv "$partial" "$root"
  touch "$root/.placeholders-root-ready"
  echo "Root made in $(($(date +%s) - start)) s"
fi

# The network (for apt inside), apt without the Valid-Until check, and the git
# redirections of github.com.
cp -L /etc/resolv.conf "$root/etc/resolv.conf"
echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/99placeholders-no-valid-until"
: >"$root/etc/gitconfig"
{ git config --system --get-regexp '^url\.' 2>/dev/null || true
  git config --global --get-regexp '^url\.' 2>/dev/null || true
} | while read -r key value; do
  git config --file "$root/etc/gitconfig" --add "$key" "$value"
done

mkdir -p "$root/proc" "$root/sys" "$root/dev"
mount -t proc proc "$root/proc" && mounted+=("$root/proc")
mount -t sysfs sysfs "$root/sys" && mounted+=("$root/sys")
bind /dev
bind /dev/pts
[ -d /dev/shm ] && bind /dev/shm
bind "$swift_dir" ro
bind "$packages_dir" ro

# A fresh clone of the committed checkout, keeping the previous clone's build.
target=$root$checkout
if [ -d "$target/.build" ]; then
  mv "$target/.build" "$root/src/.build-kept"
fi
rm -rf "$target"
mkdir -p "$root/src"
git clone --quiet "$repo" "$target"
if [ -d "$root/src/.build-kept" ]; then
  mv "$root/src/.build-kept" "$target/.build"
fi
if [ -n "${DEBIAN_UNCOMMITTED:-}" ]; then
  # While working: the working tree's files (tracked and new, not ignored)
  # over the clone. Not for a landing: CI tests the committed state.
  git -C "$repo" ls-files -z -co --exclude-standard |
    tar -C "$repo" --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -C "$target" -xf -
  # Files deleted (or renamed) in the working tree go from the clone too.
  git -C "$repo" ls-files -z --deleted | (cd "$target" && xargs -0 -r rm -f --)
  echo "$name: note: testing the working tree's uncommitted files too (DEBIAN_UNCOMMITTED)"
elif [ -n "$(git -C "$repo" status --porcelain --untracked-files=no)" ]; then
  echo "$name: note: this checkout has uncommitted changes; they are NOT tested (commit first)"
fi
echo "Testing $(git -C "$target" log -1 --format='%h %s' | cut -c1-72) (committed state only)"

# Make variables passed on (BUILD_FLAGS="-Xswiftc -warnings-as-errors"), quoted for bash -c.
extra=""
[ $# -gt 1 ] && extra=$(printf ' %q' "${@:2}")
status=0
# WebKit runs each page in a bubblewrap sandbox, and bubblewrap cannot run
# in a chroot ("Failed to make / slave"): WebKit would end the test process
# at its first page. The web tests serve their own pages on loopback, so in
# the chroot WebKit's sandbox is off (it reads this when it is loaded).
chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" \
  WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS=1 \
  PATH="$swift_dir/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  bash -c "cd $checkout && make $target_make$extra" 9>&- || status=$?
# A file the target wrote (make bench-unstable's medians), brought out of the
# root: the root may be elsewhere (DEBIAN_ROOT), and its clone is replaced at
# the next run, from whichever checkout makes it.
if [ "$status" -eq 0 ] && [ -n "${DEBIAN_COPY_OUT:-}" ]; then
  copy_to=$repo/${DEBIAN_COPY_OUT#*:}
  mkdir -p "$(dirname "$copy_to")"
  cp "$target/${DEBIAN_COPY_OUT%%:*}" "$copy_to"
  echo "$name: wrote $copy_to"
fi
echo "$name: make $target_make on $release exited $status after $(($(date +%s) - start)) s"
exit "$status"
