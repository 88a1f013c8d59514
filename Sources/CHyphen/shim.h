// libhyphen (Debian's libhyphen-dev): the TeX hyphenation patterns of the hyphen-*
// dictionary packages. No pkg-config file ships with it; the header is in /usr/include.
#include <hyphen.h>
